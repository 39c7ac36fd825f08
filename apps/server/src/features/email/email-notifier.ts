import type { Pulse } from '@socialpulse/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/database';
import { keywordAlerts, users } from '@/db/schema';
import { alertsEmail, pulseEmail, withUnsubscribe } from '@/features/email/email-templates';
import type { EmailUnsubscribe } from '@/features/email/email-unsubscribe';
import type { Mailer } from '@/features/email/mailer';
import { toKeywordAlert } from '@/features/keyword-alerts/alert-mappers';
import { readStoredSettings } from '@/features/settings/settings.repository';

/** Alerts listed in one email; more are summed up in its subject line only. */
const ALERTS_PER_EMAIL = 50;

/**
 * Email notifications for users who switched them on (settings.emailNotifications). Built only when
 * SMTP is configured; without it nothing is ever sent.
 */
export class EmailNotifier {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    private readonly unsubscribe: EmailUnsubscribe,
  ) {}

  /**
   * The address of a user who wants email, or undefined. Only a verified address: anyone can
   * register with somebody else's, and recurring mail must not go to a stranger (decision 0049).
   */
  private async recipient(userId: string): Promise<string | undefined> {
    const settings = await readStoredSettings(this.db, userId);
    if (settings?.emailNotifications !== true) return undefined;
    const [row] = await this.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.isEmailVerified, true)))
      .limit(1);
    return row?.email;
  }

  /** One email per user for the alerts a scan run created. Answers how many emails went out. */
  async notifyAlerts(created: readonly { id: string; userId: string }[]): Promise<number> {
    const byUser = new Map<string, string[]>();
    for (const { id, userId } of created) byUser.set(userId, [...(byUser.get(userId) ?? []), id]);
    let sent = 0;
    for (const [userId, ids] of byUser) {
      const to = await this.recipient(userId);
      if (!to) continue;
      const rows = await this.db
        .select()
        .from(keywordAlerts)
        .where(inArray(keywordAlerts.id, ids.slice(0, ALERTS_PER_EMAIL)));
      const alerts = rows.filter((r) => r.userId === userId).map(toKeywordAlert);
      if (alerts.length === 0) continue;
      try {
        await this.mailer.send(
          withUnsubscribe(alertsEmail(to, alerts), this.unsubscribe.url(userId)),
        );
        sent++;
      } catch (error) {
        // Alerts stay in the app; a lost email is not worth failing the scan over.
        this.log.warn({ err: error, userId }, 'alert email not sent');
      }
    }
    return sent;
  }

  /** The daily Pulse email; false when the user does not want it. Throws when sending fails. */
  async sendPulse(userId: string, pulse: Pulse): Promise<boolean> {
    const to = await this.recipient(userId);
    if (!to) return false;
    await this.mailer.send(withUnsubscribe(pulseEmail(to, pulse), this.unsubscribe.url(userId)));
    return true;
  }
}
