import type { EmailNotifier } from '@/features/email/email-notifier';
import { ingestUser } from '@/features/ingest/ingest-user';
import type { AlertScanner } from '@/features/keyword-alerts/alert-scanner';
import { connectedPlatforms } from '@/features/pulse/connected-platforms';
import { buildPulse, type PulseBuildDeps } from '@/features/pulse/pulse-builder';
import { pulseDay } from '@/features/pulse/pulse-day';
import { presentPulse } from '@/features/pulse/pulse-presenter';
import { claimPulseEmail, releasePulseEmail } from '@/features/pulse/pulse.repository';

/** The daily Pulse email goes out with the first scheduled build from this UTC hour on. */
export const PULSE_EMAIL_HOUR_UTC = 6;

export type PulseRefreshDeps = PulseBuildDeps & {
  email?: EmailNotifier | undefined;
  scanner?: AlertScanner | undefined;
};

/**
 * A rebuild of the user's Pulse (the pulse.build job, for a visit or the hourly schedule): first
 * the ingestion of any platform never ingested, then the build; the first build of the day from
 * PULSE_EMAIL_HOUR_UTC on also emails it.
 */
export async function preparePulse(
  deps: PulseRefreshDeps,
  userId: string,
): Promise<{ ingested: boolean; emailed: boolean }> {
  const ingested = (await connectedPlatforms(deps.db, userId)).neverIngested.length > 0;
  if (ingested) {
    const report = await ingestUser(deps, userId);
    if (deps.email && report.alerts.length > 0) await deps.email.notifyAlerts(report.alerts);
  }
  return { ingested, ...(await refreshPulse(deps, userId)) };
}

/**
 * A rebuild of the user's Pulse from the content stored; the first one of the day from
 * PULSE_EMAIL_HOUR_UTC on also emails it (once per user and day, claimed in the database so two
 * workers cannot both send).
 */
export async function refreshPulse(
  deps: PulseRefreshDeps,
  userId: string,
): Promise<{ emailed: boolean }> {
  const stored = await buildPulse(deps, userId);
  const now = deps.now();
  if (!deps.email || now.getUTCHours() < PULSE_EMAIL_HOUR_UTC) return { emailed: false };
  const day = pulseDay(now);
  if (!(await claimPulseEmail(deps.db, userId, day, now))) return { emailed: false };
  try {
    const pulse = await presentPulse(deps.db, userId, stored, { status: 'ready', day });
    return { emailed: await deps.email.sendPulse(userId, pulse) };
  } catch (error) {
    await releasePulseEmail(deps.db, userId, day);
    deps.log.warn({ err: error, userId }, 'pulse email not sent');
    return { emailed: false };
  }
}
