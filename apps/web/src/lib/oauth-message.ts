import { authResultSchema, type AuthResult } from '@socialpulse/contract';
import { z } from 'zod';

/**
 * What an OAuth return page (/auth/callback/{platform}) tells the window that opened it. Google's
 * success carries the sign-in result so the opener can store it exactly like a login.
 */
export type OAuthResultMessage =
  | { type: 'oauth-result'; platform: string; success: true; auth?: AuthResult }
  | { type: 'oauth-result'; platform: string; success: false; error: string };

const oauthResultMessageSchema = z.discriminatedUnion('success', [
  z.object({
    type: z.literal('oauth-result'),
    platform: z.string(),
    success: z.literal(true),
    auth: authResultSchema.optional(),
  }),
  z.object({
    type: z.literal('oauth-result'),
    platform: z.string(),
    success: z.literal(false),
    error: z.string(),
  }),
]);

/** Anything else posted to the window (extensions, dev tools) is not ours and is ignored. */
export function parseOAuthResultMessage(data: unknown): OAuthResultMessage | null {
  const parsed = oauthResultMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
