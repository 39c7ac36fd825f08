import { z } from 'zod';
import { anyPlatformSchema, successEnvelope } from './common';

/**
 * `expired`: the platform refused the stored token and a refresh failed, so the user must connect
 * again (the UI shows Connect). `disconnected`: never connected or removed.
 */
export const CONNECTION_STATUSES = ['connected', 'expired', 'disconnected'] as const;
export const connectionStatusSchema = z.enum(CONNECTION_STATUSES);
export type ConnectionStatus = z.infer<typeof connectionStatusSchema>;

export const profileDataSchema = z.object({
  avatar: z.string().nullable(),
  username: z.string(),
});
export type ProfileData = z.infer<typeof profileDataSchema>;

/** A connection; `sandbox` drives the "Sandbox" badge. */
export const connectionSchema = z.object({
  platform: anyPlatformSchema,
  status: connectionStatusSchema,
  profileData: profileDataSchema.nullable(),
  sandbox: z.boolean(),
  connectedAt: z.string().nullable().optional(),
});
export type Connection = z.infer<typeof connectionSchema>;

/**
 * `GET /{platform}/auth?origin=` and `GET /auth/google?origin=`: the web app sends the origin it is open at, so the popup can
 * return there (the sandboxes accept the server's own addresses) or the server can say it cannot.
 */
export const oauthStartQuerySchema = z.object({ origin: z.string().max(300).optional() });
export type OauthStartQuery = z.infer<typeof oauthStartQuerySchema>;

/** `GET /auth/google`: also the token of the invitation link the sign-in page was opened from. */
export const googleStartQuerySchema = oauthStartQuerySchema.extend({
  invite: z.string().min(1).max(200).optional(),
});

/** `GET /{platform}/auth` and `GET /auth/google`: the URL the popup opens. */
export const authUrlSchema = z.object({ url: z.string() });
export type AuthUrl = z.infer<typeof authUrlSchema>;

/** `POST /{platform}/callback` and `POST /auth/google/callback`. */
export const oauthCallbackInputSchema = z.object({
  code: z.string().trim().min(1),
  state: z.string().trim().min(1),
});
export type OauthCallbackInput = z.infer<typeof oauthCallbackInputSchema>;

/**
 * What the server accepts at `POST /{platform}/callback`: the success shape above, or the popup's
 * `error` (with its `state`) so the server spends the state and answers the message to show
 * (`access_denied` → "You declined to authorize the application"). `code` is required without `error`.
 */
export const oauthCallbackBodySchema = z
  .object({
    code: z.string().trim().min(1).max(2048).nullish(),
    state: z.string().trim().min(1).max(512),
    // Null is what URLSearchParams.get answers for an absent parameter; it means "not sent".
    error: z.string().trim().min(1).max(200).nullish(),
    errorDescription: z.string().max(1000).nullish(),
  })
  .refine((v) => (v.code ?? v.error) != null, { error: 'code is required', path: ['code'] });
export type OauthCallbackBody = z.infer<typeof oauthCallbackBodySchema>;

/** A success envelope that also carries the message to toast. */
function messageEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}

/** `GET /connections`: all six platforms, facebook and linkedin always `disconnected` (coming soon). */
export const connectionListResponseSchema = successEnvelope(z.array(connectionSchema));
/** `GET /{platform}/auth` and `GET /auth/google`. */
export const authUrlResponseSchema = successEnvelope(authUrlSchema);
/** `POST /{platform}/callback`: the stored connection, message "{Platform} connected successfully". */
export const connectionResponseSchema = messageEnvelope(connectionSchema);
/** `DELETE /connections/{platform}`: message "{Platform} disconnected successfully". */
export const disconnectResponseSchema = messageEnvelope(z.null());

/** Phone and code are required and non-blank after trimming. */
export const telegramPhoneInputSchema = z.object({
  phoneNumber: z.string().trim().min(1),
});
export type TelegramPhoneInput = z.infer<typeof telegramPhoneInputSchema>;

/** The third step (2FA password) is the addition; `password` is sent instead of a code there. */
export const telegramVerifyInputSchema = z
  .object({
    code: z.string().trim().min(1).optional(),
    password: z.string().min(1).optional(),
  })
  .refine((v) => v.code !== undefined || v.password !== undefined, {
    error: 'code or password is required',
  });
export type TelegramVerifyInput = z.infer<typeof telegramVerifyInputSchema>;

/** Answer of `POST /telegram/auth/verify`: either connected, or the account asks for its 2FA password. */
export const telegramVerifyResultSchema = z.object({
  status: z.enum(['connected', 'password_needed']),
  passwordHint: z.string().optional(),
  /** Sandbox only: the test account's two-step password, which no real Telegram would reveal. */
  sandboxPassword: z.string().optional(),
  /** Present when `status` is `connected`. */
  connection: connectionSchema.optional(),
});
export type TelegramVerifyResult = z.infer<typeof telegramVerifyResultSchema>;

/** `POST /telegram/auth/phone`: where Telegram sent the code (`message` says it in words). */
export const telegramCodeSentSchema = z.object({
  codeVia: z.enum(['app', 'sms']),
  timeoutSeconds: z.number().int().nonnegative().optional(),
  /**
   * Sandbox only (no Telegram credentials configured): the code the sandbox accepts. No app
   * receives a sandbox code, so the connect dialog shows it; a real login never has this field.
   */
  sandboxCode: z.string().optional(),
});
export type TelegramCodeSent = z.infer<typeof telegramCodeSentSchema>;
export const telegramCodeSentResponseSchema = messageEnvelope(telegramCodeSentSchema);
/** `POST /telegram/auth/verify`: message "Connected to Telegram successfully" or asks for the password. */
export const telegramVerifyResponseSchema = messageEnvelope(telegramVerifyResultSchema);
