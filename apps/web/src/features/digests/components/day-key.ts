/** The locale key of an ISO weekday: 1 = Monday … 7 = Sunday, as schedules store them. */
export const dayKey = (day: number) => `digests.day${day as 1 | 2 | 3 | 4 | 5 | 6 | 7}` as const;
