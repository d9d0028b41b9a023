import { phone } from "@/lib/validation/phone";
import { profileSchema } from "./profile-schema";

/** PATCH /api/users/{id}: the profile form's schema with the full phone check; the number is stored in E.164. */
export const updateProfileSchema = profileSchema(phone());
