// A clinic page's path: /clinics/<slug>. The slug is set by a
// database trigger on every insert, so it is only missing for a row read
// before the migration ran; the uuid path then still answers (308 to the slug).
export const clinicPath = (clinic: { id: string; slug: string | null }) => `/clinics/${clinic.slug ?? clinic.id}`;
