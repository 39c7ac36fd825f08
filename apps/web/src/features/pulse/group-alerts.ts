import type { KeywordAlert } from '@socialpulse/contract';

/** Alerts about one story: the newest alert stands for them, the rest are counted. */
export type AlertGroup = {
  key: string;
  /** The newest alert of the story. */
  lead: KeywordAlert;
  alerts: KeywordAlert[];
  /** The keywords that matched, each once, in the order they were first seen. */
  keywords: string[];
  unread: number;
};

const HEADLINE_CHARS = 80;

function normalize(text: string): string {
  return text
    .toLocaleLowerCase()
    .replace(/https?:\/\/\S+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * What makes two alerts one story: the same item (its address), or the same headline (the opening
 * of the matched text) seen in several places, such as a post and its cross-posts.
 */
function storyKeys(alert: KeywordAlert): string[] {
  const keys: string[] = [];
  const url = alert.source.url.trim();
  if (url !== '') keys.push(`url:${url.replace(/[?#].*$/u, '').replace(/\/+$/u, '')}`);
  const headline = normalize(alert.contentSnippet).slice(0, HEADLINE_CHARS);
  if (headline.length >= 12) keys.push(`text:${headline}`);
  return keys;
}

/** Groups alerts by story, newest story first; order inside a story is newest first. */
export function groupAlerts(alerts: readonly KeywordAlert[]): AlertGroup[] {
  const sorted = [...alerts].sort(
    (a, b) => Date.parse(b.detectedAt) - Date.parse(a.detectedAt) || a.id.localeCompare(b.id),
  );
  const groups: AlertGroup[] = [];
  const byKey = new Map<string, AlertGroup>();
  for (const alert of sorted) {
    const keys = storyKeys(alert);
    const found = keys.map((k) => byKey.get(k)).find((g) => g !== undefined);
    const group = found ?? {
      key: keys[0] ?? `id:${alert.id}`,
      lead: alert,
      alerts: [],
      keywords: [],
      unread: 0,
    };
    if (found === undefined) groups.push(group);
    group.alerts.push(alert);
    if (!group.keywords.includes(alert.keyword)) group.keywords.push(alert.keyword);
    if (!alert.isRead) group.unread += 1;
    for (const k of keys) if (!byKey.has(k)) byKey.set(k, group);
  }
  return groups;
}
