import type { Summary } from '@socialpulse/contract';

/** A file name safe on every system: "summary-r-programming-2026-05-01.md". */
export function exportFileName(summary: Summary, title: string, extension: 'md' | 'json'): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-+|-+$/gu, '')
    .slice(0, 60);
  const day = summary.createdAt.slice(0, 10);
  return `summary-${slug === '' ? summary.id.slice(0, 8) : slug}-${day}.${extension}`;
}

/** The summary as a Markdown document: a title, then the content as the server wrote it. */
export function summaryMarkdown(title: string, body: string): string {
  return `# ${title.replace(/([\\`*_[\]<>#|~])/gu, '\\$1')}\n\n${body.trim()}\n`;
}

export function summaryJson(summary: Summary): string {
  return `${JSON.stringify(summary, null, 2)}\n`;
}

/** Saves text as a file through a temporary object URL. */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; free it once the download surely started.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
