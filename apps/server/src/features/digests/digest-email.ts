import { micromark } from 'micromark';
import type { OutgoingEmail } from '@/features/email/mailer';
import type { SummaryRow } from '@/features/summaries/summaries.repository';

const escapeHtml = (s: string) => s.replace(/[&<>"']/gu, (c) => `&#${c.charCodeAt(0)};`);

export interface DigestEmailInput {
  to: string;
  digestName: string;
  window: { start: Date; end: Date };
  timeZone: string;
  summaries: readonly SummaryRow[];
  /** The app's public address, for links to each summary. */
  publicUrl: string;
  /** One-click unsubscribe endpoint (POST) and the page a reader opens (GET), same address. */
  unsubscribeUrl: string;
  /** The run this email delivers: a resend of the run carries the same Message-ID. */
  runId: string;
}

/**
 * The Message-ID of a run's email. Delivery is at least once: a worker killed after the mail
 * server accepted the message but before the run was marked sent leaves the run to be sent again,
 * and under the same id the copy reads as one message (mail clients and archives drop repeats).
 */
export function digestMessageId(runId: string, publicUrl: string): string {
  const host = URL.canParse(publicUrl) ? new URL(publicUrl).hostname : 'socialpulse.invalid';
  return `<digest-run-${runId}@${host || 'socialpulse.invalid'}>`;
}

function windowLabel(window: { start: Date; end: Date }, timeZone: string): string {
  const format = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  return `${format.format(window.start)} – ${format.format(window.end)} (${timeZone})`;
}

function sectionTitle(summary: SummaryRow): string {
  return summary.source?.title ?? summary.sourceId;
}

/** What a section says when its summary has no content. */
function emptyNote(summary: SummaryRow): string {
  if (summary.status === 'no_data') return summary.error ?? 'Nothing new in this period.';
  if (summary.status === 'failed') return `Could not be made: ${summary.error ?? 'unknown error'}`;
  return 'Not ready in time; it will appear in the app when it is.';
}

/**
 * A scheduled digest as an email: each source's summary in HTML (its markdown rendered by
 * micromark, which leaves raw HTML and unsafe link protocols out) and as plain text (the markdown
 * itself, whose links read as text), with RFC 2369/8058 one-click unsubscribe headers.
 */
export function digestEmail(input: DigestEmailInput): OutgoingEmail {
  const when = windowLabel(input.window, input.timeZone);
  const subject = `${input.digestName}: your digest`;
  const textParts = [input.digestName, when, ''];
  const htmlParts = [`<h1>${escapeHtml(input.digestName)}</h1>`, `<p>${escapeHtml(when)}</p>`];
  for (const summary of input.summaries) {
    const title = sectionTitle(summary);
    const link = `${input.publicUrl}/summaries/${summary.id}`;
    textParts.push(`## ${title}`, '');
    htmlParts.push(`<h2>${escapeHtml(title)}</h2>`);
    if (summary.status === 'completed' && summary.content) {
      textParts.push(summary.content.trim(), '');
      htmlParts.push(`<div>${micromark(summary.content)}</div>`);
    } else {
      textParts.push(emptyNote(summary), '');
      htmlParts.push(`<p>${escapeHtml(emptyNote(summary))}</p>`);
    }
    textParts.push(`Open in SocialPulse: ${link}`, '');
    htmlParts.push(`<p><a href="${escapeHtml(link)}">Open in SocialPulse</a></p>`);
  }
  textParts.push('—', `Unsubscribe from this digest: ${input.unsubscribeUrl}`, '');
  htmlParts.push(
    `<hr><p><a href="${escapeHtml(input.unsubscribeUrl)}">Unsubscribe from this digest</a></p>`,
  );
  return {
    to: input.to,
    subject,
    text: textParts.join('\n'),
    html: `<!doctype html><html><body>${htmlParts.join('\n')}</body></html>`,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    messageId: digestMessageId(input.runId, input.publicUrl),
  };
}
