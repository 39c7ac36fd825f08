export interface ConsentScope {
  name: string;
  description: string;
  /** Google's granular consent: the person may untick it. */
  optional?: boolean;
}

export interface GoogleAccountChoice {
  email: string;
  name: string;
}

export interface ConsentPageOptions {
  platformName: string;
  accent: string;
  appName: string;
  /** Where the form posts; the page's own path, relative to the sandbox mount. */
  action: string;
  /** The authorize request's parameters, echoed back so the decision is stateless. */
  hidden: Record<string, string>;
  scopes: ConsentScope[];
  account:
    | { kind: 'username'; label: string; value: string }
    | {
        kind: 'google';
        accounts: GoogleAccountChoice[];
        /** The only domain the sandbox issues; "Use another account" asks for the name before it. */
        domain: string;
      };
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

function accountSection(account: ConsentPageOptions['account']): string {
  if (account.kind === 'username') {
    return `<label class="field">${escapeHtml(account.label)}<input name="sandbox_user" value="${escapeHtml(account.value)}" autocomplete="off" pattern="[A-Za-z0-9_\\-]{3,20}" required></label>`;
  }
  const options = account.accounts
    .map(
      (a) =>
        `<label class="account"><input type="radio" name="sandbox_email" value="${escapeHtml(a.email)}" required><span><strong>${escapeHtml(a.name)}</strong><br>${escapeHtml(a.email)}</span></label>`,
    )
    .join('');
  // Nothing is chosen in advance; `required` has the browser ask for a choice before posting.
  return `<fieldset><legend>Choose an account</legend><p class="note">Sandbox accounts are not real Google accounts. A name belongs to the browser that uses it first: no other browser can sign in with it.</p>${options}<label class="account"><input type="radio" name="sandbox_email" value="other" required><span>Use another account<br><span class="other"><input type="text" name="sandbox_other_name" placeholder="name" autocomplete="off" aria-label="Other account name"><span>@${escapeHtml(account.domain)}</span></span></span></label></fieldset>`;
}

/**
 * The sandbox's stand-in for a platform's consent screen: a person clicks Allow or Deny and lands on
 * the app's redirect URI exactly as with the real platform. Plain HTML, no script, so it works under
 * the app's CSP.
 */
export function renderConsentPage(options: ConsentPageOptions): string {
  const hidden = Object.entries(options.hidden)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  const scopes = options.scopes
    .map((s) =>
      s.optional
        ? `<li><label><input type="checkbox" name="granted_scope" value="${escapeHtml(s.name)}" checked> ${escapeHtml(s.description)}</label> <code>${escapeHtml(s.name)}</code></li>`
        : `<li>${escapeHtml(s.description)} <code>${escapeHtml(s.name)}</code><input type="hidden" name="granted_scope" value="${escapeHtml(s.name)}"></li>`,
    )
    .join('');
  const title = `${options.platformName} (sandbox): authorize ${options.appName}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
/* Allow comes first in the markup so Enter in a field allows; row-reverse still shows Deny on the left. */
body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;display:flex;justify-content:center;padding:32px 12px;color:#1c1c1c}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);max-width:440px;width:100%;padding:28px}
h1{font-size:20px;margin:0 0 4px}.badge{display:inline-block;background:${options.accent};color:#fff;border-radius:99px;padding:2px 10px;font-size:12px;font-weight:600}
ul{padding-left:18px;line-height:1.6}code{font-size:11px;color:#666}.field{display:block;margin:12px 0;font-size:14px}
.other{display:flex;align-items:center;gap:4px;margin-top:4px;font-size:13px;color:#444}
.field input,.account input[type=text]{display:block;width:100%;box-sizing:border-box;padding:8px;margin-top:4px;border:1px solid #ccc;border-radius:6px}
.other input{flex:1;min-width:0;width:auto;margin-top:0}
fieldset{border:1px solid #ddd;border-radius:8px;margin:12px 0}.account{display:flex;gap:8px;align-items:flex-start;padding:6px 0;font-size:14px}
.actions{display:flex;flex-direction:row-reverse;gap:12px;justify-content:flex-start;margin-top:20px}
button{font-size:15px;padding:9px 22px;border-radius:99px;border:1px solid ${options.accent};cursor:pointer}
.allow{background:${options.accent};color:#fff}.deny{background:#fff;color:${options.accent}}
.note{font-size:12px;color:#666;margin-top:16px}
</style></head>
<body><main>
<span class="badge">${escapeHtml(options.platformName)} sandbox</span>
<h1>${escapeHtml(options.appName)} wants to access your ${escapeHtml(options.platformName)} account</h1>
<form method="post" action="${escapeHtml(options.action)}">
${hidden}
${accountSection(options.account)}
<p>It will be able to:</p>
<ul>${scopes}</ul>
<div class="actions">
<button type="submit" class="allow" name="decision" value="allow">Allow</button>
<button type="submit" class="deny" name="decision" value="deny" formnovalidate>Deny</button>
</div>
</form>
<p class="note">This is a built-in sandbox of ${escapeHtml(options.platformName)}. No real account is used; configure credentials to connect the real service.</p>
</main></body></html>`;
}

/** A platform's error page for requests it will not redirect (bad redirect_uri, unknown client). */
export function renderErrorPage(platformName: string, message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(platformName)} (sandbox): error</title></head><body><h1>${escapeHtml(platformName)} sandbox</h1><p>${escapeHtml(message)}</p></body></html>`;
}
