// The closed vocabularies of text columns (prisma/schema.prisma keeps them as
// String so a new value needs no enum migration). One list each, shared by the
// zod schemas, the SQL filters and the code that branches on them.

export const ROLES = ["user", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** An emergency request's life: pending until a clinic marks it responded. */
export const REQUEST_STATUSES = ["pending", "responded"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Most severe first: the dashboard sorts in this order. */
export const SEVERITIES = ["critical", "urgent", "moderate"] as const;
export type Severity = (typeof SEVERITIES)[number];

/** How far a message got, in order: failed < queued < sent < delivered. */
export const MESSAGE_STATUSES = ["failed", "queued", "sent", "delivered"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Hong Kong's three regions, in the order lists show them (Island, Kowloon, New Territories). */
export const REGION_CODES = ["HKI", "KLN", "NT"] as const;
export type RegionCode = (typeof REGION_CODES)[number];

export function isAdmin(user: { role: string } | null | undefined): boolean {
  return user?.role === ("admin" satisfies Role);
}

/** Narrows a stored or typed string to one of a vocabulary's values. */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (values as readonly string[]).includes(value);
}
