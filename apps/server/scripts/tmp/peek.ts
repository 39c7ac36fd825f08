import { SUBREDDITS } from '@/platforms/reddit/sandbox/catalog';
import { listPosts } from '@/platforms/reddit/sandbox/listings';
import { commentTree, detail } from '@/platforms/reddit/sandbox/posts';
import { DIALOGS, timelineOf } from '@/platforms/telegram/sandbox/dialogs';
import { message } from '@/platforms/telegram/sandbox/messages';
import { takeSlots, DAY_MS } from '@/platforms/sandbox/timeline';

const now = Date.UTC(2026, 10, 20, 12);
const which = process.argv[2] ?? 'space';
if (which.startsWith('tg:')) {
  const idx = DIALOGS.findIndex((d) => d.title === which.slice(3));
  const slots = takeSlots(timelineOf(idx, now), { before: now + 1, after: now - 2 * DAY_MS }, 200).reverse();
  for (const s of slots) {
    const m = message(idx, s, now);
    console.log(new Date(s.at).toISOString().slice(5, 16), m.senderName ?? (m.out ? 'me' : ''), m.media ?? '', '|', m.text.replace(/\n/g, ' / '), m.views ?? '', m.replies ?? '');
  }
} else {
  const def = SUBREDDITS.find((s) => s.name === which)!;
  const posts = listPosts(def, { sort: which === 'new' ? 'new' : 'top', t: 'week', limit: 100 }, now).posts;
  console.log('count', posts.length);
  posts.slice(0, Number(process.argv[3] ?? 40)).forEach((p, k) => {
    const d = detail(p);
    console.log(`${new Date(d.createdMs).toISOString().slice(5, 13)} ${d.score}/${d.numComments} [${d.kind}] ${d.title}`);
    if (k < 2) for (const c of commentTree(d, now).roots.slice(0, 4)) console.log('    -', c.score, c.body, c.children.map((x) => '\n      > ' + x.body).join(''));
  });
}
