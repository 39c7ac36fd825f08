import { z } from 'zod';
import { successEnvelope } from './common';
import {
  AUTH_MESSAGES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  isSandboxEmail,
} from './constants/auth';
export * from './constants/auth';

export const emailSchema = z
  .string({ error: AUTH_MESSAGES.email })
  .trim()
  .max(254, { error: AUTH_MESSAGES.email })
  .pipe(z.email({ error: AUTH_MESSAGES.email }));

export const loginInputSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: AUTH_MESSAGES.passwordMin })
    .min(PASSWORD_MIN, { error: AUTH_MESSAGES.passwordMin })
    .max(PASSWORD_MAX, { error: AUTH_MESSAGES.passwordMax }),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** The strength rules every new password follows (register, change, reset). */
export const strongPasswordSchema = z
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
    password: strongPasswordSchema,
    confirmPassword: z.string({ error: AUTH_MESSAGES.confirm }),
    /** The token of an invitation link (`/auth?invite=…`); needed when signups are by invitation. */
    inviteToken: z.string().trim().min(1).max(200).optional(),
    /**
     * The first-administrator setup code printed in the server's log: the account becomes the
     * administrator, whatever SIGNUPS says, while the server has none. Empty means none.
     */
    setupCode: z.string().trim().max(64).optional(),
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
  /** An administrator set a temporary password: the app asks for a new one before anything else. */
  mustChangePassword: z.boolean().optional(),
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
