/**
 * A digest's Markdown as a reader sees it, for the quality measures: its visible lines, each line's
 * plain text (link targets, emphasis and block markers gone), and its link targets.
 */

/**
 * Non-blank lines. A Markdown rule ("---") and a bare ">" (the blank line between two paragraphs
 * of one quote) are layout, not text, and are left out.
 */
export function visibleLines(markdown: string): string[] {
  return markdown
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !/^(?:[-*_]\s*){3,}$/u.test(l) && !/^(?:>\s*)+$/u.test(l));
}

export function isHeading(line: string): boolean {
  return /^#{1,6}\s/u.test(line);
}

/** The words a reader reads on a line: link texts kept, targets, markers and emphasis removed. */
export function plainText(line: string): string {
  return (
    line
      .replace(/^#{1,6}\s+/u, '')
      .replace(/^(?:>\s*)+/u, '')
      .replace(/^(?:[-*+]|\d+[.)])\s+/u, '')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/gu, '$1')
      .replace(/<https?:\/\/[^>]+>/giu, '')
      .replace(/https?:\/\/\S+/giu, '')
      // Emphasis markers go; an escaped character (a backslash before it) stays as the reader sees it.
      .replace(/(?<!\\)(\*\*|__|\*|_|`)/gu, '')
      .replace(/\\([\\`*_{}[\]()#+\-.!>])/gu, '$1')
      .trim()
  );
}

/** Every link target of a Markdown text: [text](url), <url> and bare addresses. */
export function linkTargets(markdown: string): string[] {
  const targets: string[] = [];
  for (const m of markdown.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/gu))
    targets.push(m[1]!);
  const withoutLinks = markdown.replace(/\]\([^)]*\)/gu, ']');
  for (const m of withoutLinks.matchAll(/<?(https?:\/\/[^\s<>)\]]+)>?/giu))
    targets.push(m[1]!.replace(/[.,;:!?]+$/u, ''));
  return targets;
}

/** Two addresses name the same page: case of scheme and host, a trailing slash and a fragment aside. */
export function sameAddress(url: string): string {
  try {
    const u = new URL(url);
    u.hash = '';
    return `${u.protocol}//${u.host.toLowerCase()}${u.pathname.replace(/\/+$/u, '')}${u.search}`;
  } catch {
    return url.trim().replace(/\/+$/u, '');
  }
}
