const escapeAttribute = (value: string) => value.replace(/&/gu, '&amp;').replace(/"/gu, '&quot;');

/** The bare page an unsubscribe link shows: it works in any browser, signed in or not. */
export function unsubscribePage(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Unsubscribe</title></head><body>${body}</body></html>`;
}

/**
 * GET shows a button that POSTs, because mail link scanners open every link in a message: only a
 * person's click (or a mail client's RFC 8058 one-click POST) unsubscribes.
 */
export function unsubscribeForm(action: string, question: string): string {
  return unsubscribePage(
    `<form method="post" action="${escapeAttribute(action)}"><p>${question}</p><button type="submit" name="List-Unsubscribe" value="One-Click">Unsubscribe</button></form>`,
  );
}
