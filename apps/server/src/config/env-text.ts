import { z } from 'zod';

/** A variable that may be absent: blank or whitespace counts as not set, as in most .env tooling. */
export const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
