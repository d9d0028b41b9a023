import { phone } from "@/lib/validation/phone";
import { emergencyRequestSchema } from "./schemas";

/**
 * POST /api/emergency-requests: the wizard's schema with the full phone check
 * (libphonenumber-js), kept out of the wizard's download. The number is stored
 * in E.164, the form clinics call back on.
 */
export const createEmergencyRequestSchema = emergencyRequestSchema(phone());
