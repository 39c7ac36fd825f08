import { z } from 'zod';
import { successEnvelope } from './common';

/** `GET /api/health`: 200 when the database answers, 503 (error envelope) when it does not. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type Health = z.infer<typeof healthSchema>;
export const healthResponseSchema = successEnvelope(healthSchema);
