import type { EmailNotifier } from '@/features/email/email-notifier';
import { buildPulse, type PulseBuildDeps } from '@/features/pulse/pulse-builder';
import { pulseDay } from '@/features/pulse/pulse-day';
import { presentPulse } from '@/features/pulse/pulse-presenter';
import { claimPulseEmail, releasePulseEmail } from '@/features/pulse/pulse.repository';

/** The daily Pulse email goes out with the first scheduled build from this UTC hour on. */
export const PULSE_EMAIL_HOUR_UTC = 6;

/**
 * A scheduled rebuild of the user's Pulse; the first one of the day from PULSE_EMAIL_HOUR_UTC on
 * also emails it (once per user and day, claimed in the database so two workers cannot both send).
 */
export async function refreshPulse(
  deps: PulseBuildDeps & { email?: EmailNotifier | undefined },
  userId: string,
): Promise<{ emailed: boolean }> {
  const stored = await buildPulse(deps, userId);
  const now = deps.now();
  if (!deps.email || now.getUTCHours() < PULSE_EMAIL_HOUR_UTC) return { emailed: false };
  const day = pulseDay(now);
  if (!(await claimPulseEmail(deps.db, userId, day, now))) return { emailed: false };
  try {
    const pulse = await presentPulse(deps.db, userId, stored);
    return { emailed: await deps.email.sendPulse(userId, pulse) };
  } catch (error) {
    await releasePulseEmail(deps.db, userId, day);
    deps.log.warn({ err: error, userId }, 'pulse email not sent');
    return { emailed: false };
  }
}
