import { hashString } from '@/platforms/sandbox/prng';

/**
 * Sandbox avatars and thumbnails are small inline SVG data URLs: they render offline, need no route,
 * and pass the app's `img-src data:` policy. Real platforms answer CDN URLs in the same fields.
 */
const PALETTE = [
  '#e4572e',
  '#29335c',
  '#f3a712',
  '#669bbc',
  '#a8c686',
  '#7d5ba6',
  '#2a9d8f',
  '#e76f51',
  '#264653',
  '#d62828',
];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function colour(seed: string, offset = 0): string {
  return PALETTE[(hashString(seed) + offset) % PALETTE.length] ?? '#29335c';
}

function initials(label: string): string {
  const words = label
    .replace(/^[@ru]\//, '')
    .split(/[\s_\-.]+/)
    .filter((w) => w.length > 0);
  return ((words[0]?.[0] ?? '?') + (words[1]?.[0] ?? '')).toUpperCase();
}

function toDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export function avatarDataUrl(label: string, seed: string = label): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="${colour(seed)}"/><text x="48" y="58" font-family="sans-serif" font-size="34" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials(label))}</text></svg>`;
  return toDataUrl(svg);
}

export function thumbnailDataUrl(title: string, seed: string, width = 320, height = 180): string {
  const short = title.length > 38 ? `${title.slice(0, 36)}…` : title;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 320 180"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour(seed)}"/><stop offset="1" stop-color="${colour(seed, 3)}"/></linearGradient></defs><rect width="320" height="180" fill="url(#g)"/><text x="16" y="160" font-family="sans-serif" font-size="15" font-weight="700" fill="#fff">${escapeXml(short)}</text></svg>`;
  return toDataUrl(svg);
}
