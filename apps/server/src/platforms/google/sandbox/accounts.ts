import { SANDBOX_EMAIL_DOMAIN, isSandboxEmail } from '@socialpulse/contract';
import { hashString } from '@/platforms/sandbox/prng';
import { avatarDataUrl } from '@/platforms/sandbox/images';

export interface SandboxGoogleAccount {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
  givenName: string;
  familyName: string;
  picture: string;
  hd?: string;
}

/**
 * Offered on the sandbox consent page; any other name typed there becomes an account too. Every
 * sandbox account lives in the reserved domain, so none can be a registered user's address
 * (docs/decisions/0006).
 */
export const SANDBOX_GOOGLE_EMAILS = [
  { email: `alex.rivera@${SANDBOX_EMAIL_DOMAIN}`, name: 'Alex Rivera', verified: true },
  {
    email: `sam.chen@${SANDBOX_EMAIL_DOMAIN}`,
    name: 'Sam Chen',
    verified: true,
    hd: SANDBOX_EMAIL_DOMAIN,
  },
  { email: `jordan.lee@${SANDBOX_EMAIL_DOMAIN}`, name: 'Jordan Lee', verified: false },
] as const;

/** Letters and digits, joined by single dots, hyphens or underscores; at most 64 (RFC 5321). */
const LOCAL_PART = /^[a-z0-9]+(?:[._-][a-z0-9]+)*$/;

/**
 * What the person picked or typed on the consent page, as a sandbox address: a bare name gets the
 * reserved domain; a full address is accepted only in that domain. Null for anything else, so a
 * typed real address (someone's account here) never becomes a sandbox identity.
 */
export function sandboxAddress(input: string): string | null {
  const text = input.trim().toLowerCase();
  const at = text.lastIndexOf('@');
  const local = at === -1 ? text : text.slice(0, at);
  const domain = at === -1 ? SANDBOX_EMAIL_DOMAIN : text.slice(at + 1);
  if (domain !== SANDBOX_EMAIL_DOMAIN || local.length > 64 || !LOCAL_PART.test(local)) return null;
  return `${local}@${SANDBOX_EMAIL_DOMAIN}`;
}

/** Google subs are 21-digit strings; the sandbox derives one from the email so it is stable. */
export function sandboxSub(email: string): string {
  const key = email.trim().toLowerCase();
  const a = hashString(`sub-a:${key}`).toString().padStart(10, '0');
  const b = hashString(`sub-b:${key}`).toString().padStart(10, '0');
  return `1${a}${b}`.slice(0, 21);
}

export function sandboxAccount(email: string): SandboxGoogleAccount {
  const key = email.trim().toLowerCase();
  // The consent route only passes sandboxAddress() results; this keeps any other caller honest.
  if (!isSandboxEmail(key)) throw new Error(`not a sandbox address: ${key}`);
  const known = SANDBOX_GOOGLE_EMAILS.find((a) => a.email === key);
  const local = key.split('@')[0] ?? key;
  const words = local
    .split(/[._-]+/)
    .filter((w) => w.length > 0)
    .map((w) => w[0]!.toUpperCase() + w.slice(1));
  const name = known?.name ?? (words.join(' ') || key);
  const [givenName = name, ...rest] = name.split(' ');
  return {
    sub: sandboxSub(key),
    email: key,
    emailVerified: known ? known.verified : true,
    name,
    givenName,
    familyName: rest.join(' '),
    picture: avatarDataUrl(name, `google:${key}`),
    ...(known && 'hd' in known ? { hd: known.hd } : {}),
  };
}
