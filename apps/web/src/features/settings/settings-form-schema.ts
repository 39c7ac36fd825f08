import { settingsSchema } from '@socialpulse/contract';
import type { z } from 'zod';

/** The form saves everything but the UI language, which is saved the moment it is chosen. */
export const settingsFormSchema = settingsSchema.omit({ language: true });
export type SettingsFormValues = z.infer<typeof settingsFormSchema>;
