/** The UTC day a Pulse belongs to, YYYY-MM-DD (the Pulse covers "today" in UTC, like summaries). */
export function pulseDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}
