import { z } from 'zod';
import { successEnvelope } from './common';
import { API_TOKEN_MESSAGES, API_TOKEN_NAME_MAX, API_TOKEN_SCOPES } from './constants/api-tokens';
export * from './constants/api-tokens';

export const apiTokenScopeSchema = z.enum(API_TOKEN_SCOPES, { error: API_TOKEN_MESSAGES.scope });

export const apiTokenInputSchema = z.object({
  name: z
    .string({ error: API_TOKEN_MESSAGES.name })
    .trim()
    .min(1, { error: API_TOKEN_MESSAGES.name })
    .max(API_TOKEN_NAME_MAX, { error: API_TOKEN_MESSAGES.nameTooLong }),
  scope: apiTokenScopeSchema,
  /** Reach /api/admin too (with the scope's methods); only an administrator may ask for it. */
  admin: z.boolean().default(false),
  /** When the token stops working; null for never. */
  expiresAt: z.iso.datetime({ offset: true, error: API_TOKEN_MESSAGES.expiresAt }).nullable(),
});
export type ApiTokenInput = z.input<typeof apiTokenInputSchema>;

/** A token as lists show it: never the secret, only its first characters. */
export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: apiTokenScopeSchema,
  admin: z.boolean(),
  /** `sp_pat_` and the secret's first characters. */
  prefix: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  expired: z.boolean(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** Only the answer to its creation carries the token: it is stored hashed. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

/** A token on the admin screen, with whose it is. */
export const adminApiTokenSchema = apiTokenSchema.extend({
  userId: z.string(),
  username: z.string(),
  email: z.string(),
});
export type AdminApiToken = z.infer<typeof adminApiTokenSchema>;

export const apiTokenIdParamsSchema = z.object({
  id: z.string().describe('API token id (uuid)'),
});

export const apiTokensResponseSchema = successEnvelope(z.array(apiTokenSchema));
export const createdApiTokenResponseSchema = successEnvelope(createdApiTokenSchema);
export const adminApiTokensResponseSchema = successEnvelope(z.array(adminApiTokenSchema));
