/**
 * Themes of one thread that are one conversation. Under "Which conspiracy theory makes you cringe
 * the most?", the replies that said "CGI" answered the same flat-earth comment as those that said
 * "flat earth": two sections of one argument. A theme whose replies mostly answer, or answer the
 * same comments as, a bigger theme's replies joins it.
 */
import type { DigestReply } from '@/summarizer/digest/types';

/** Share of a theme's replies that must be in another theme's exchanges for it to join. */
const JOIN_SHARE = 0.6;

export interface ConversationGroup<U> {
  key: string;
  members: U[];
}

type Unit = { kind: 'item' | 'reply'; reply?: DigestReply };

/**
 * The replies of `small` that are in an exchange with a reply of `big`: linked to one through
 * answers (a reply and the reply it answers) and shared parents (two answers to one reply), within
 * the two themes' replies. Answers to the post itself are not linked by that: every top-level
 * reply answers it.
 */
function linkedShare(
  small: readonly DigestReply[],
  big: readonly DigestReply[],
  isReply: (id: string | undefined) => boolean,
): number {
  const all = [...small, ...big];
  const seen = new Set<DigestReply>(big);
  const queue = [...big];
  while (queue.length > 0) {
    const at = queue.pop()!;
    for (const other of all) {
      if (seen.has(other)) continue;
      const answers =
        (other.parentId !== undefined && other.parentId === at.id) ||
        (at.parentId !== undefined && at.parentId === other.id);
      const siblings = other.parentId === at.parentId && isReply(at.parentId);
      if (!answers && !siblings) continue;
      seen.add(other);
      queue.push(other);
    }
  }
  return small.length === 0 ? 0 : small.filter((r) => seen.has(r)).length / small.length;
}

/**
 * Groups joined where they are one conversation: a group (fewer replies first) whose replies are,
 * for at least JOIN_SHARE of them, in exchanges with the replies of a group with more replies is
 * folded into it, under its key; after a join, the groups are ordered by their replies, most first.
 */
export function joinConversations<U extends Unit>(
  groups: readonly ConversationGroup<U>[],
  replies: readonly DigestReply[],
): ConversationGroup<U>[] {
  const ids = new Set(replies.flatMap((r) => (r.id !== undefined ? [r.id] : [])));
  const isReply = (id: string | undefined): boolean => id !== undefined && ids.has(id);
  const repliesOf = (group: ConversationGroup<U>): DigestReply[] =>
    group.members.flatMap((u) => (u.kind === 'reply' && u.reply ? [u.reply] : []));
  const kept = groups.map((g) => ({ key: g.key, members: [...g.members] }));
  for (const small of [...kept].sort((a, b) => repliesOf(a).length - repliesOf(b).length)) {
    const own = repliesOf(small);
    if (own.length === 0) continue;
    const home = kept.find(
      (big) =>
        big !== small &&
        repliesOf(big).length > own.length &&
        linkedShare(own, repliesOf(big), isReply) >= JOIN_SHARE,
    );
    if (!home) continue;
    home.members.push(...small.members);
    kept.splice(kept.indexOf(small), 1);
  }
  // A joined conversation may now be the thread's biggest: the most taken up comes first.
  return kept.length === groups.length
    ? kept
    : kept.sort((a, b) => repliesOf(b).length - repliesOf(a).length);
}
