/**
 * "Jane Doe" → "JD", "jane.doe" → "JD", "jane" → "JA", "r/typescript" → "TY", "@orbit_desk" → "OD";
 * letters, not code units, so emoji stay whole. Platform prefixes (r/, u/, @, #) are not initials.
 */
export function initialsOf(name: string): string {
  const parts = name
    .trim()
    .replace(/^(?:[ru]\/|[@#])/iu, '')
    .split(/[\s._\-/]+/u)
    .filter((p) => p.length > 0);
  const [first, second] = parts;
  if (first === undefined) return '?';
  const letters =
    second === undefined
      ? Array.from(first).slice(0, 2)
      : [Array.from(first)[0], Array.from(second)[0]];
  return letters.join('').toUpperCase();
}

/** Fallback colours: strong enough for white initials (WCAG AA at 14 px bold). */
const FALLBACK_TONES = [
  'bg-[#4F46E5]',
  'bg-[#0F766E]',
  'bg-[#B45309]',
  'bg-[#BE185D]',
  'bg-[#1D4ED8]',
  'bg-[#7C3AED]',
  'bg-[#15803D]',
  'bg-[#B91C1C]',
] as const;

/** The same name always gets the same colour, so an account looks the same on every screen. */
export function fallbackToneOf(name: string): string {
  let hash = 0;
  for (const ch of name.trim().toLowerCase()) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return FALLBACK_TONES[hash % FALLBACK_TONES.length]!;
}
