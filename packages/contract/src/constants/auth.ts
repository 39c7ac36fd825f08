// Schema-free: the web app's first screen imports these without evaluating zod (docs/decisions/0018).
/**
 * The Google sandbox issues identities only in this domain (`.invalid` is reserved by RFC 2606, so
 * no real mailbox has it), and registration refuses it: a sandbox identity can never be, or be
 * mistaken for, an account someone registered (docs/decisions/0006).
 */
export const SANDBOX_EMAIL_DOMAIN = 'sandbox.socialpulse.invalid';

/** True for an address in the sandbox's reserved domain or any subdomain of it. */
export function isSandboxEmail(email: string): boolean {
  const at = email.lastIndexOf('@');
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.+$/, '');
  return domain === SANDBOX_EMAIL_DOMAIN || domain.endsWith(`.${SANDBOX_EMAIL_DOMAIN}`);
}

/** The product's messages, word for word; the web forms and the server share them. */
export const AUTH_MESSAGES = {
  email: 'Please enter a valid email address',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must be at most 128 characters',
  usernameMin: 'Username must be at least 2 characters',
  usernameMax: 'Username must be at most 32 characters',
  uppercase: 'Password must contain at least one uppercase letter',
  lowercase: 'Password must contain at least one lowercase letter',
  number: 'Password must contain at least one number',
  special: 'Password must contain at least one special character',
  confirm: "Passwords don't match",
  // Ours: the sandbox's reserved domain is this project's own (decision 0006).
  reservedEmail: `Addresses at ${SANDBOX_EMAIL_DOMAIN} are reserved for the Google sandbox; use your own email address`,
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const USERNAME_MIN = 2;
export const USERNAME_MAX = 32;

/** The five criteria of the strength meter, in display order. */
export const PASSWORD_CRITERIA = [
  { key: 'length', test: (p: string) => p.length >= PASSWORD_MIN },
  { key: 'uppercase', test: (p: string) => /\p{Lu}/u.test(p) },
  { key: 'lowercase', test: (p: string) => /\p{Ll}/u.test(p) },
  { key: 'number', test: (p: string) => /\p{Nd}/u.test(p) },
  { key: 'special', test: (p: string) => /[^\p{L}\p{Nd}\s]/u.test(p) },
] as const;

export type StrengthLabel = 'Very Weak' | 'Weak' | 'Medium' | 'Strong' | 'Very Strong';

/** Score out of 5 and its label: Very Weak (<=20%), Weak (<=40), Medium (<=60), Strong (<=80), else Very Strong. */
export function passwordStrength(password: string): {
  score: number;
  percent: number;
  label: StrengthLabel;
} {
  const score = PASSWORD_CRITERIA.filter((c) => c.test(password)).length;
  const percent = (score / PASSWORD_CRITERIA.length) * 100;
  const label: StrengthLabel =
    percent <= 20
      ? 'Very Weak'
      : percent <= 40
        ? 'Weak'
        : percent <= 60
          ? 'Medium'
          : percent <= 80
            ? 'Strong'
            : 'Very Strong';
  return { score, percent, label };
}
