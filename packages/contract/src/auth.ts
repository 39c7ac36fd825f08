import { z } from 'zod';
import { successEnvelope } from './common';

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

/** Messages are quoted from SPEC §5 word for word; the web forms and the server share them. */
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
  // Not in SPEC: the sandbox's reserved domain is this project's own (decision 0006).
  reservedEmail: `Addresses at ${SANDBOX_EMAIL_DOMAIN} are reserved for the Google sandbox; use your own email address`,
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const USERNAME_MIN = 2;
export const USERNAME_MAX = 32;

const emailSchema = z
  .string({ error: AUTH_MESSAGES.email })
  .trim()
  .max(254, { error: AUTH_MESSAGES.email })
  .pipe(z.email({ error: AUTH_MESSAGES.email }));

/** The five criteria of the strength meter (SPEC §5), in display order. */
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

export const loginInputSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: AUTH_MESSAGES.passwordMin })
    .min(PASSWORD_MIN, { error: AUTH_MESSAGES.passwordMin })
    .max(PASSWORD_MAX, { error: AUTH_MESSAGES.passwordMax }),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

const strongPassword = z
  .string({ error: AUTH_MESSAGES.passwordMin })
  .min(PASSWORD_MIN, { error: AUTH_MESSAGES.passwordMin })
  .max(PASSWORD_MAX, { error: AUTH_MESSAGES.passwordMax })
  .regex(/\p{Lu}/u, { error: AUTH_MESSAGES.uppercase })
  .regex(/\p{Ll}/u, { error: AUTH_MESSAGES.lowercase })
  .regex(/\p{Nd}/u, { error: AUTH_MESSAGES.number })
  .regex(/[^\p{L}\p{Nd}\s]/u, { error: AUTH_MESSAGES.special });

export const registerInputSchema = z
  .object({
    username: z
      .string({ error: AUTH_MESSAGES.usernameMin })
      .trim()
      .min(USERNAME_MIN, { error: AUTH_MESSAGES.usernameMin })
      .max(USERNAME_MAX, { error: AUTH_MESSAGES.usernameMax }),
    email: emailSchema.refine((email) => !isSandboxEmail(email), {
      error: AUTH_MESSAGES.reservedEmail,
    }),
    password: strongPassword,
    confirmPassword: z.string({ error: AUTH_MESSAGES.confirm }),
    /** The token of an invitation link (`/auth?invite=…`); needed when signups are by invitation. */
    inviteToken: z.string().trim().min(1).max(200).optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: AUTH_MESSAGES.confirm,
    path: ['confirmPassword'],
  });
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  isEmailVerified: z.boolean(),
  avatar: z.string().nullable().optional(),
  googleId: z.string().nullable().optional(),
  createdAt: z.string().optional(),
  /** Administrators see the Admin screen (linked from Settings). */
  isAdmin: z.boolean().optional(),
  /** False for accounts that sign in with Google only: deleting them asks for no password. */
  hasPassword: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

export const authResultSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  user: userSchema,
});
export type AuthResult = z.infer<typeof authResultSchema>;
export const authResponseSchema = successEnvelope(authResultSchema);

export const refreshInputSchema = z.object({
  refreshToken: z
    .string({ error: 'Refresh token is required' })
    .min(1, { error: 'Refresh token is required' })
    .max(512),
});
export type RefreshInput = z.infer<typeof refreshInputSchema>;

export const refreshResultSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
});
export const refreshResponseSchema = successEnvelope(refreshResultSchema);

export const meResponseSchema = successEnvelope(userSchema);

/** Logout revokes the refresh token's family when one is given; the access token identifies the user. */
export const logoutInputSchema = z.object({ refreshToken: z.string().max(512).optional() });
