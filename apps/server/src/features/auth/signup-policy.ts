import { createHash } from 'node:crypto';
import { ADMIN_MESSAGES, type SignupMode } from '@socialpulse/contract';
import type { Db, DbOrTx } from '@/db/database';
import { countUsers } from '@/features/auth/users.repository';
import { consumeInvite, findOpenInvite } from '@/features/auth/invites.repository';
import { AppError } from '@/lib/app-error';

export interface SignupSettings {
  signups: SignupMode;
  /** Lower-cased; this account may always be created and is an administrator. */
  adminEmail: string | undefined;
}

export const OPEN_SIGNUPS: SignupSettings = { signups: 'open', adminEmail: undefined };

export function hashInviteToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** What a new account may be created with: the invitation it spends, if any. */
export interface SignupPermit {
  inviteId: string | undefined;
}

/**
 * SIGNUPS=open|invite|closed. The very first account (nobody could invite it) and ADMIN_EMAIL's are
 * always allowed. In `open` mode an invitation token is ignored, so an old link never blocks anyone.
 */
export class SignupPolicy {
  constructor(
    private readonly db: Db,
    readonly settings: SignupSettings,
    private readonly now: () => Date,
  ) {}

  get adminEmail(): string | undefined {
    return this.settings.adminEmail;
  }

  async permit(email: string, inviteToken: string | undefined): Promise<SignupPermit> {
    return this.permitHashed(email, inviteToken ? hashInviteToken(inviteToken) : undefined);
  }

  /** As permit, with the invitation's hash (kept by a sign-in that went to a provider and back). */
  async permitHashed(email: string, inviteHash: string | undefined): Promise<SignupPermit> {
    const { signups, adminEmail } = this.settings;
    if (signups === 'open' || email === adminEmail) return { inviteId: undefined };
    if ((await countUsers(this.db)) === 0) return { inviteId: undefined };
    if (signups === 'closed') throw new AppError(403, 'FORBIDDEN', ADMIN_MESSAGES.signupsClosed);
    if (!inviteHash) throw new AppError(403, 'FORBIDDEN', ADMIN_MESSAGES.inviteRequired);
    const invite = await findOpenInvite(this.db, inviteHash, this.now());
    if (!invite) throw new AppError(403, 'FORBIDDEN', ADMIN_MESSAGES.inviteInvalid);
    return { inviteId: invite.id };
  }

  /** Inside the transaction that creates the account; throws (rolling it back) if the link was spent meanwhile. */
  async spend(tx: DbOrTx, permit: SignupPermit, userId: string): Promise<void> {
    if (!permit.inviteId) return;
    if (!(await consumeInvite(tx, permit.inviteId, userId, this.now())))
      throw new AppError(403, 'FORBIDDEN', ADMIN_MESSAGES.inviteInvalid);
  }
}
