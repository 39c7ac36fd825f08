import { LlmError } from '@/summarizer/llm/errors';

/** Longer than any digest a person reads; a model that rambles past it is cut at a line break. */
export const MAX_SUMMARY_CHARS = 12_000;
/** Fewer letters than this is not a summary (an apology, a lone link, punctuation). */
const MIN_LETTERS = 40;

/** Keeps the text of a link whose target is not a web address or an in-page anchor. */
function safeLinks(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/gu, '$1')
    .replace(/\[([^\]]+)\]\(\s*([^)\s]*)[^)]*\)/gu, (whole, text: string, target: string) =>
      /^(https?:\/\/|#)/iu.test(target) ? whole : text,
    );
}

/**
 * Turns a model's answer into stored summary content, or throws LlmError when nothing usable is
 * left. The web app renders Markdown, so raw HTML (scripts, styles, tags, comments) is removed
 * rather than trusted, images are reduced to their text, and only http(s) or anchor links remain.
 */
export function cleanSummary(answer: string): string {
  let text = answer.trim();
  const fenced = /^```[\w-]*\n([\s\S]*?)\n```$/u.exec(text);
  if (fenced?.[1] !== undefined) text = fenced[1];
  text = text
    .replace(/<(script|style|iframe)\b[\s\S]*?<\/\1\s*>/giu, '')
    .replace(/<!--[\s\S]*?-->/gu, '')
    // Tags only: an autolink such as <https://…> is Markdown, not HTML.
    .replace(/<\/?[a-z][a-z0-9-]*(\s[^>]*)?\/?>/giu, '')
    .replace(/\r\n?/gu, '\n');
  text = safeLinks(text)
    .replace(/\n{3,}/gu, '\n\n')
    .trim();
  if (text.length > MAX_SUMMARY_CHARS) {
    const cut = text.slice(0, MAX_SUMMARY_CHARS);
    const lineEnd = cut.lastIndexOf('\n');
    text = (lineEnd > MAX_SUMMARY_CHARS / 2 ? cut.slice(0, lineEnd) : cut).trimEnd();
  }
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters < MIN_LETTERS) throw new LlmError('The LLM answer is not a usable summary');
  return `${text}\n`;
}
