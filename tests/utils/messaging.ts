import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { Channels } from "@/lib/messaging/channels/types";
import type { WorkerOptions } from "@/lib/messaging/worker";
import { MessagingWorker } from "@/lib/messaging/worker";
import { createEmailChannel } from "@/lib/messaging/channels/email";
import { createWhatsAppChannel } from "@/lib/messaging/channels/whatsapp";
import type { SmtpPeer, WhatsAppPeer } from "@/tests/peers";
import { WHATSAPP_PEER } from "@/tests/peers/whatsapp";

// Fixtures for messaging db tests: a region, clinics, an emergency request and
// its queued message rows (what the broadcast writes), and workers wired to
// the loopback peers.

export const TEST_APP_URL = "http://app.pawalert.test";
export const TEST_LINK_SECRET = "messaging-test-link-secret";

export async function createClinics(count: number, prefix = "Clinic") {
  const tag = randomBytes(3).toString("hex");
  const region = await db.region.create({ data: { code: `r-${tag}`, nameEn: `Region ${tag}`, nameZh: `地區 ${tag}` } });
  await db.clinic.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      name: `${prefix} ${tag} ${i}`,
      address: `${i} Test Road`,
      phone: `+8522${String(1000000 + i).slice(-7)}`,
      whatsapp: `+8529${String(1000000 + i).slice(-7)}`,
      email: `clinic${i}-${tag}@clinics.test`,
      regionId: region.id,
    })),
  });
  const clinics = await db.clinic.findMany({ where: { regionId: region.id }, orderBy: { phone: "asc" } });
  return { region, clinics };
}

export async function createRequest(
  overrides: Partial<{
    language: string;
    symptom: string;
    petSpecies: string;
    manualLocation: string | null;
    locationLatitude: number;
    locationLongitude: number;
    locationPrecision: string;
    contactPhone: string;
    regionId: string;
    createdAt: Date;
  }> = {},
) {
  return db.emergencyRequest.create({
    data: {
      symptom: "Seizure, Breathing difficulty",
      petSpecies: "dog",
      manualLocation: "Mong Kok",
      contactName: "Chan Tai Man",
      contactPhone: "+85261234567",
      language: "en",
      ...overrides,
    },
  });
}

export async function queueMessages(
  requestId: string,
  clinics: { id: string; email: string | null; whatsapp: string | null }[],
  type: "email" | "whatsapp",
  content = "PET EMERGENCY ALERT\nSymptoms: Seizure",
) {
  await db.message.createMany({
    data: clinics.map((c) => ({
      emergencyRequestId: requestId,
      clinicId: c.id,
      messageType: type,
      recipient: (type === "email" ? c.email : c.whatsapp) ?? "",
      content,
      status: "queued",
      nextAttemptAt: new Date(Date.now() - 1000),
    })),
  });
  return db.message.findMany({ where: { emergencyRequestId: requestId, messageType: type }, orderBy: { recipient: "asc" } });
}

/**
 * A GPS-only owner at Mong Kok MTR (no typed place) and a clinic at
 * Tsim Sha Tsui, 2.4 km away.
 */
export async function clinicNearGpsOwner(fields: Parameters<typeof createRequest>[0] = {}) {
  const { clinics } = await createClinics(1);
  const clinic = await db.clinic.update({ where: { id: clinics[0].id }, data: { latitude: 22.2975, longitude: 114.1722 } });
  const request = await createRequest({
    manualLocation: null,
    locationLatitude: 22.3193,
    locationLongitude: 114.1694,
    locationPrecision: "gps",
    ...fields,
  });
  return { clinic, request };
}

/** clinicNearGpsOwner() with one message of `type` queued to the clinic. */
export async function queueToClinicNearGpsOwner(type: "email" | "whatsapp") {
  const { clinic, request } = await clinicNearGpsOwner();
  await queueMessages(request.id, [clinic], type);
  return clinic;
}

export function peerChannels(peers: { smtp?: SmtpPeer; whatsapp?: WhatsAppPeer }): Channels {
  return {
    email: createEmailChannel(
      peers.smtp
        ? { smtpUrl: peers.smtp.env.SMTP_URL, from: peers.smtp.env.EMAIL_FROM, appUrl: TEST_APP_URL, linkSecret: TEST_LINK_SECRET }
        : undefined,
    ),
    whatsapp: createWhatsAppChannel(
      peers.whatsapp
        ? {
            baseUrl: peers.whatsapp.baseUrl,
            phoneNumberId: WHATSAPP_PEER.phoneNumberId,
            token: WHATSAPP_PEER.token,
            template: WHATSAPP_PEER.template,
            templateLanguage: "en",
            availabilityTemplate: "availability_check",
            arrivalTemplate: "owner_on_the_way",
          }
        : undefined,
    ),
  };
}

export function testWorker(peers: { smtp?: SmtpPeer; whatsapp?: WhatsAppPeer }, options: Partial<WorkerOptions> = {}) {
  return new MessagingWorker({ channels: peerChannels(peers), pollMs: 20, ...options });
}
