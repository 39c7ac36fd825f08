/**
 * Search folding: case- and diacritics-insensitive, so "cafe" finds "Café" and "ZURICH" finds
 * "Zürich". NFKD also splits ligatures and full-width forms into their plain letters.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

export function matchesSearch(text: string, query: string): boolean {
  const needle = foldForSearch(query.trim());
  return needle === '' || foldForSearch(text).includes(needle);
}
