import { z } from 'zod';
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
