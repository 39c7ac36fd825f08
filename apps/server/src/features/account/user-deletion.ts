import { eq } from 'drizzle-orm';
import type { Db } from '@/db/database';
import { users } from '@/db/schema';
import type { SummariesService } from '@/features/summaries/summaries.service';

/**
 * Deletes an account with everything it owns. Every table holding a user's rows references
 * users(id) ON DELETE CASCADE (summaries, connections and their tokens, sources, keywords, alerts,
 * saved highlights, feedback, settings, sessions, Pulses, ingestion state, Telegram logins, OAuth
 * states); invitations it made or used keep no link to it (SET NULL). Summaries go first through
 * their service so their queued jobs are cancelled too. Content items stay: other users share them.
 */
export class UserDeletion {
  constructor(
    private readonly db: Db,
    private readonly summaries: SummariesService,
  ) {}

  async delete(userId: string): Promise<boolean> {
    await this.summaries.removeAll(userId);
    const rows = await this.db
      .delete(users)
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    return rows.length === 1;
  }
}
