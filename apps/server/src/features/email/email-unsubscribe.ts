import { eq } from 'drizzle-orm';
import type { Db } from '@/db/database';
import { users } from '@/db/schema';
import { lockStoredSettings, writeStoredSettings } from '@/features/settings/settings.repository';
import { AppError } from '@/lib/app-error';
import { isUuid } from '@/lib/ids';
import { SignedIds } from '@/lib/signed-ids';

export const EMAIL_UNSUBSCRIBE_INVALID =
  'This unsubscribe link is not valid. You can turn off email notifications in Settings.';

/** The signer of email unsubscribe links: the same in every process that shares the app secret. */
export function emailUnsubscribeTokens(appSecret: string): SignedIds {
  return new SignedIds(appSecret, 'email-unsubscribe');
}

/**
 * One-click unsubscribe for the Pulse and keyword-alert emails: both follow the one switch in
 * Settings (email notifications), so the link turns that switch off. The link carries the user id
 * signed under the app secret; it works until the account is deleted.
 */
export class EmailUnsubscribe {
  constructor(
    private readonly db: Db,
    private readonly tokens: SignedIds,
    private readonly publicUrl: string,
  ) {}

  /** The address an email's unsubscribe link and List-Unsubscribe header point at. */
  url(userId: string): string {
    return `${this.publicUrl}/api/email/unsubscribe?token=${encodeURIComponent(this.tokens.sign(userId))}`;
  }

  /** The user a token was signed for; 400 when it is forged or the account is gone. */
  async target(token: string): Promise<string> {
    const id = this.tokens.verify(token);
    const [row] =
      id && isUuid(id)
        ? await this.db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1)
        : [];
    if (!row) throw new AppError(400, 'BAD_REQUEST', EMAIL_UNSUBSCRIBE_INVALID);
    return row.id;
  }

  async unsubscribe(token: string): Promise<void> {
    const userId = await this.target(token);
    await this.db.transaction(async (tx) => {
      const settings = await lockStoredSettings(tx, userId);
      await writeStoredSettings(tx, userId, { ...settings, emailNotifications: false });
    });
  }
}
