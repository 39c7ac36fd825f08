/**
 * Which client a request counts for in the general rate limit: its address, with an IPv6 address
 * taken as its /64 (one home or one cloud machine usually holds a whole /64, so counting single
 * addresses would let it rotate through them) and an IPv4-mapped IPv6 address as the IPv4 one.
 * Written as @fastify/rate-limit's default key generator did (docs/decisions/0016), lowercase and
 * in RFC 5952 form, so the counters mean the same as before.
 */
export function clientKey(ip: string): string {
  if (!ip.includes(':')) return ip.toLowerCase();
  const groups = ipv6Groups(ip);
  if (!groups) return ip.toLowerCase();
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  }
  return rfc5952([...groups.slice(0, 4), 0, 0, 0, 0]);
}

/** The eight 16-bit groups of an IPv6 address (a zone index ignored), or undefined if it is not one. */
function ipv6Groups(ip: string): number[] | undefined {
  const address = ip.split('%')[0] ?? '';
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const parts = (half: string | undefined) => (half ? half.split(':').flatMap(groupsOfPart) : []);
  const head = parts(halves[0]);
  const tail = parts(halves[1]);
  if ([...head, ...tail].some((group) => Number.isNaN(group))) return undefined;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  return [...head, ...Array<number>(missing).fill(0), ...tail];
}

/** One colon-separated part: a hex group, or a dotted IPv4 tail (two groups). */
function groupsOfPart(part: string): number[] {
  if (!part.includes('.')) return /^[0-9a-f]{1,4}$/i.test(part) ? [parseInt(part, 16)] : [NaN];
  const bytes = part.split('.').map((byte) => (/^\d{1,3}$/.test(byte) ? Number(byte) : NaN));
  if (bytes.length !== 4 || bytes.some((byte) => !(byte <= 255))) return [NaN];
  const [a = 0, b = 0, c = 0, d = 0] = bytes;
  return [(a << 8) | b, (c << 8) | d];
}

/** Lowercase hex without leading zeros; the longest run of two or more zero groups (the first of equals) as `::`. */
function rfc5952(groups: number[]): string {
  let best = { at: -1, length: 1 };
  for (let at = 0; at < groups.length;) {
    let end = at;
    while (groups[end] === 0) end++;
    if (end - at > best.length) best = { at, length: end - at };
    at = end === at ? at + 1 : end;
  }
  const hex = (list: number[]) => list.map((group) => group.toString(16)).join(':');
  if (best.at < 0) return hex(groups);
  return `${hex(groups.slice(0, best.at))}::${hex(groups.slice(best.at + best.length))}`;
}
