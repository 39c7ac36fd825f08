import { z } from 'zod';
import { emailSchema, strongPasswordSchema } from './auth';
import { successEnvelope } from './common';
import { AUTH_MESSAGES, PASSWORD_MAX } from './constants/auth';
import { ACCOUNT_MESSAGES } from './constants/account';
export * from './constants/account';

/** Password accounts confirm with their password; Google-only accounts send none. */
export const deleteAccountInputSchema = z.object({
  password: z.string().max(256).optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;

/** `GET /api/account/export`: everything stored about the user, without secrets. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  user: z.record(z.string(), z.unknown()),
  settings: z.unknown(),
  connections: z.array(z.record(z.string(), z.unknown())),
  sources: z.array(z.record(z.string(), z.unknown())),
  summaries: z.array(z.record(z.string(), z.unknown())),
  trackedKeywords: z.array(z.record(z.string(), z.unknown())),
  keywordAlerts: z.array(z.record(z.string(), z.unknown())),
  savedHighlights: z.array(z.record(z.string(), z.unknown())),
  highlightFeedback: z.array(z.record(z.string(), z.unknown())),
  pulses: z.array(z.record(z.string(), z.unknown())),
  /** Single sign-on identities linked to the account (issuer and subject). */
  identities: z.array(z.record(z.string(), z.unknown())),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

const tokenSchema = z
  .string({ error: ACCOUNT_MESSAGES.resetLinkInvalid })
  .trim()
  .min(1, { error: ACCOUNT_MESSAGES.resetLinkInvalid })
  .max(200, { error: ACCOUNT_MESSAGES.resetLinkInvalid });

/** Accounts without a password (single sign-on only) set one and send no current password. */
export const changePasswordInputSchema = z
  .object({
    currentPassword: z.string().max(PASSWORD_MAX).optional(),
    password: strongPasswordSchema,
    confirmPassword: z.string({ error: AUTH_MESSAGES.confirm }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: AUTH_MESSAGES.confirm,
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

export const forgotPasswordInputSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

export const resetPasswordInputSchema = z
  .object({
    token: tokenSchema,
    password: strongPasswordSchema,
    confirmPassword: z.string({ error: AUTH_MESSAGES.confirm }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: AUTH_MESSAGES.confirm,
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export const verifyEmailInputSchema = z.object({
  token: z
    .string({ error: ACCOUNT_MESSAGES.verifyLinkInvalid })
    .trim()
    .min(1, { error: ACCOUNT_MESSAGES.verifyLinkInvalid })
    .max(200, { error: ACCOUNT_MESSAGES.verifyLinkInvalid }),
});
export type VerifyEmailInput = z.infer<typeof verifyEmailInputSchema>;

/**
 * What an administrator's "Reset password" did: emailed a reset link (mail configured), or set a
 * temporary password, shown only in this answer, that the user replaces at their next sign-in.
 */
export const adminPasswordResetSchema = z.discriminatedUnion('delivery', [
  z.object({ delivery: z.literal('email') }),
  z.object({ delivery: z.literal('temporary'), temporaryPassword: z.string().min(1) }),
]);
export type AdminPasswordReset = z.infer<typeof adminPasswordResetSchema>;
export const adminPasswordResetResponseSchema = successEnvelope(adminPasswordResetSchema);
