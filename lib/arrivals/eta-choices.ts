// The arrival estimates the owner can send with "Tell them I'm coming" (issue
// 29). No imports: the status page reads the fallback without the taxi rule.

export const ETA_CHOICES = [10, 20, 30, 45] as const;
export type EtaMinutes = (typeof ETA_CHOICES)[number];

/** Without a distance the owner picks; the middle choice is preselected. */
export const NO_DISTANCE_ETA: EtaMinutes = 20;
