/** "Jane Doe" → "JD", "jane.doe" → "JD", "jane" → "JA"; letters, not code units, so emoji stay whole. */
export function initialsOf(name: string): string {
  const parts = name
    .trim()
    .split(/[\s._-]+/u)
    .filter((p) => p.length > 0);
  const [first, second] = parts;
  if (first === undefined) return '?';
  const letters =
    second === undefined
      ? Array.from(first).slice(0, 2)
      : [Array.from(first)[0], Array.from(second)[0]];
  return letters.join('').toUpperCase();
}
