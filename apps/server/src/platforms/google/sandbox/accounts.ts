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

/** Offered on the sandbox consent page; any other typed email becomes an account too. */
export const SANDBOX_GOOGLE_EMAILS = [
  { email: 'alex.rivera@gmail.com', name: 'Alex Rivera', verified: true },
  { email: 'sam.chen@example.org', name: 'Sam Chen', verified: true, hd: 'example.org' },
  { email: 'jordan.lee@unverified.example', name: 'Jordan Lee', verified: false },
] as const;

/** Google subs are 21-digit strings; the sandbox derives one from the email so it is stable. */
export function sandboxSub(email: string): string {
  const key = email.trim().toLowerCase();
  const a = hashString(`sub-a:${key}`).toString().padStart(10, '0');
  const b = hashString(`sub-b:${key}`).toString().padStart(10, '0');
  return `1${a}${b}`.slice(0, 21);
}

export function sandboxAccount(email: string): SandboxGoogleAccount {
  const key = email.trim().toLowerCase();
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
