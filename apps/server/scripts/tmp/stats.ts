import { SUBREDDITS, timelineOf as rTl } from '@/platforms/reddit/sandbox/catalog';
import { detail, skeleton } from '@/platforms/reddit/sandbox/posts';
import { DIALOGS, timelineOf as tTl } from '@/platforms/telegram/sandbox/dialogs';
import { message } from '@/platforms/telegram/sandbox/messages';
import { X_ACCOUNTS, timelineOf as xTl } from '@/platforms/twitter/sandbox/catalog';
import { tweet } from '@/platforms/twitter/sandbox/tweets';
import { CHANNELS, timelineOf as yTl } from '@/platforms/youtube/sandbox/catalog';
import { video } from '@/platforms/youtube/sandbox/videos';
import { takeSlots, DAY_MS } from '@/platforms/sandbox/timeline';

const now = Date.UTC(2026, 10, 20, 12);
const w = { before: now + 1, after: now - 7 * DAY_MS };
const out: string[] = [];
const rep = (name: string, texts: string[]) => {
  const d = new Set(texts).size;
  out.push(`${name.padEnd(24)} ${String(texts.length).padStart(4)} items ${String(d).padStart(4)} distinct  x${(texts.length / Math.max(1, d)).toFixed(2)}`);
};
const t0 = Date.now();
for (const def of SUBREDDITS) rep(`r/${def.name}`, takeSlots(rTl(def, now), w, 1000).map((s) => detail(skeleton(def, s, now)).title));
for (const [i, def] of DIALOGS.entries()) rep(`tg ${def.title}`, takeSlots(tTl(i, now), w, 1000).map((s) => message(i, s, now).text).filter((t) => t));
for (const [i, def] of X_ACCOUNTS.entries()) rep(`x @${def.username}`, takeSlots(xTl(i), w, 1000).map((s) => tweet(i, s, now).text));
for (const [i, def] of CHANNELS.entries()) rep(`yt ${def.title}`, takeSlots(yTl(i), { before: now + 1, after: now - 30 * DAY_MS }, 1000).map((s) => video(i, s, now).title));
console.log(out.join('\n'));
console.log('ms', Date.now() - t0);
