import type { KeywordAlert, Pulse } from '@socialpulse/contract';
import type { OutgoingEmail } from '@/features/email/mailer';

const escapeHtml = (s: string) => s.replace(/[&<>"']/gu, (c) => `&#${c.charCodeAt(0)};`);

/** Only web addresses become links; anything else is shown as text. */
const safeUrl = (url: string) => (/^https?:\/\//iu.test(url) ? url : '');

function link(label: string, url: string): string {
  const href = safeUrl(url);
  return href ? `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>` : escapeHtml(label);
}

export function alertsEmail(to: string, alerts: readonly KeywordAlert[]): OutgoingEmail {
  const keywords = [...new Set(alerts.map((a) => a.keyword))];
  const subject =
    alerts.length === 1
      ? `New mention of "${keywords[0]}"`
      : `${alerts.length} new keyword alerts (${keywords.slice(0, 3).join(', ')})`;
  const lines = alerts.map(
    (a) =>
      `- ${a.keyword} on ${a.platform} in ${a.source.name}: ${a.matchContext.before}${a.matchContext.matched}${a.matchContext.after}\n  ${a.source.url}`,
  );
  const items = alerts
    .map(
      (a) =>
        `<li><strong>${escapeHtml(a.keyword)}</strong> on ${escapeHtml(a.platform)} in ${link(a.source.name, a.source.url)}: ${escapeHtml(a.matchContext.before)}<mark>${escapeHtml(a.matchContext.matched)}</mark>${escapeHtml(a.matchContext.after)}</li>`,
    )
    .join('');
  return {
    to,
    subject,
    text: `Your tracked keywords were mentioned:\n\n${lines.join('\n')}\n`,
    html: `<p>Your tracked keywords were mentioned:</p><ul>${items}</ul>`,
  };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const names = new Intl.ListFormat('en', { type: 'conjunction' });

/** "4 posts in r/space and r/SpaceX · 12,045 interactions": what a trending topic is made of. */
function topicFacts(topic: Pulse['trending'][number]): string {
  const shown = topic.sources.slice(0, 3).map((s) => s.name);
  const more = topic.sources.length - shown.length;
  if (more > 0) shown.push(count(more, 'more source', 'more sources'));
  const places = shown.length > 0 ? ` in ${names.format(shown)}` : '';
  const interactions = `${topic.engagement.toLocaleString('en-US')} ${topic.engagement === 1 ? 'interaction' : 'interactions'}`;
  return `${count(topic.itemCount, 'post', 'posts')}${places} · ${interactions}`;
}

export function pulseEmail(to: string, pulse: Pulse): OutgoingEmail {
  const trending = pulse.trending.map((t) => `- ${t.title}: ${topicFacts(t)}\n  ${t.url}`);
  const highlights = pulse.highlights.map(
    (h) => `- ${h.title} (${h.source.name}): ${h.summary}${h.url ? `\n  ${h.url}` : ''}`,
  );
  const text = [
    "Today's Pulse",
    '',
    'Trending',
    ...(trending.length > 0 ? trending : ['- No trending topics found']),
    '',
    'Highlights',
    ...(highlights.length > 0 ? highlights : ['- No highlights available']),
    '',
  ].join('\n');
  const list = (rows: string[], empty: string) =>
    rows.length > 0 ? `<ul>${rows.join('')}</ul>` : `<p>${empty}</p>`;
  const html = [
    "<h1>Today's Pulse</h1>",
    '<h2>Trending</h2>',
    list(
      pulse.trending.map((t) => `<li>${link(t.title, t.url)}: ${escapeHtml(topicFacts(t))}</li>`),
      'No trending topics found',
    ),
    '<h2>Highlights</h2>',
    list(
      pulse.highlights.map(
        (h) =>
          `<li><strong>${link(h.title, h.url)}</strong> (${link(h.source.name, h.source.url)}): ${escapeHtml(h.summary)}</li>`,
      ),
      'No highlights available',
    ),
  ].join('');
  return { to, subject: 'Your Pulse for today', text, html };
}

/**
 * The footer and headers every notification email carries: why it came and how to stop it, as a
 * link in the text and as List-Unsubscribe (RFC 2369) with one-click POST (RFC 8058), which mail
 * clients show as their own "Unsubscribe" button.
 */
export function withUnsubscribe(email: OutgoingEmail, unsubscribeUrl: string): OutgoingEmail {
  const why = 'You get this email because email notifications are on in your SocialPulse settings.';
  return {
    ...email,
    text: `${email.text}\n—\n${why}\nUnsubscribe: ${unsubscribeUrl}\n`,
    html: `${email.html}<hr><p style="color:#555;font-size:13px">${escapeHtml(why)} ${link('Unsubscribe', unsubscribeUrl)}</p>`,
    headers: {
      ...email.headers,
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
