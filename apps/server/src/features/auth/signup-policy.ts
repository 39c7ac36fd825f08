import { createHash } from 'node:crypto';
import { ADMIN_MESSAGES, isSandboxEmail, type SignupMode } from '@socialpulse/contract';
import type { Db, DbOrTx } from '@/db/database';
import type { UserRole } from '@/db/schema';
import { consumeInvite, findOpenInvite } from '@/features/auth/invites.repository';
import { hasAdmin, isSetupCode, lockAccountCreation } from '@/features/auth/first-admin';
import { readSignupMode, writeSignupMode } from '@/features/auth/signup-mode.repository';
import { AppError } from '@/lib/app-error';

export interface SignupSettings {
  /** SIGNUPS from the environment; undefined when unset: administrators choose on their screen. */
  signups: SignupMode | undefined;
  /** Lower-cased; this account, once its address is proven, may always be created and administers. */
  adminEmail: string | undefined;
}

export const OPEN_SIGNUPS: SignupSettings = { signups: 'open', adminEmail: undefined };

export function hashInviteToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * What the person signing up has proven. `emailVerified` is the identity provider's word that the
 * address is theirs (OpenID `email_verified`; never the Google sandbox's, which proves nothing). A
 * check by email link, when the app gets one, is another source of the same fact.
 */
export interface SignupProof {
  emailVerified: boolean;
  /** The first-administrator setup code from the server's log, as typed. */
  setupCode?: string | undefined;
}

/** What a new account may be created with: the invitation it spends, and whether it administers. */
export interface SignupPermit {
  inviteId: string | undefined;
  admin: 'setup-code' | 'admin-email' | undefined;
}

/** The two halves of account creation that must run in its transaction, before and after the insert. */
export interface SignupInTransaction {
  /** Takes the account-creation lock and answers the new account's role. */
  before(tx: DbOrTx): Promise<UserRole>;
  /** Spends the invitation; throws (rolling the account back) if it was spent meanwhile. */
  after(tx: DbOrTx, userId: string): Promise<void>;
}

/**
 * SIGNUPS=open|invite|closed, or when unset the mode administrators chose (stored, read again for
 * each sign-up so every replica applies a change at once; open until one is chosen). Nobody is an administrator by being first: the first administrator
 * proves it with the setup code (first-admin.ts), and ADMIN_EMAIL's account administers only when
 * its address is proven. Either may sign up whatever SIGNUPS says. In `open` mode an invitation
 * token is ignored, so an old link never blocks anyone.
 */
export class SignupPolicy {
  constructor(
    private readonly db: Db,
    readonly settings: SignupSettings,
    private readonly now: () => Date,
    private readonly appSecret: string,
  ) {}

  get adminEmail(): string | undefined {
    return this.settings.adminEmail;
  }

  /** False when SIGNUPS is set in the environment: the operator decides, not the admin screen. */
  get editable(): boolean {
    return this.settings.signups === undefined;
  }

  async mode(): Promise<SignupMode> {
    return this.settings.signups ?? (await readSignupMode(this.db)) ?? 'open';
  }

  /** An administrator's choice; refused (409) while SIGNUPS is set in the environment. */
  async setMode(mode: SignupMode, adminId: string): Promise<void> {
    if (!this.editable) throw new AppError(409, 'CONFLICT', ADMIN_MESSAGES.signupsFromEnv);
    await writeSignupMode(this.db, mode, adminId, this.now());
  }

  async permit(
    email: string,
    inviteToken: string | undefined,
    proof: SignupProof,
  ): Promise<SignupPermit> {
    return this.permitHashed(email, inviteToken ? hashInviteToken(inviteToken) : undefined, proof);
  }

  /** As permit, with the invitation's hash (kept by a sign-in that went to a provider and back). */
  async permitHashed(
    email: string,
    inviteHash: string | undefined,
    proof: SignupProof,
  ): Promise<SignupPermit> {
    if (proof.setupCode !== undefined) {
      if (!isSetupCode(this.appSecret, proof.setupCode))
        throw new AppError(403, 'FORBIDDEN', ADMIN_MESSAGES.setupCodeWrong);
      // Checked again under the lock when the account is created (before()).
      if (await hasAdmin(this.db))
        throw new AppError(403, 'FORBIDDEN', ADMIN_MESSAGES.setupCodeUsed);
      return { inviteId: undefined, admin: 'setup-code' };
    }
    if (this.isProvenAdminEmail(email, proof)) return { inviteId: undefined, admin: 'admin-email' };
    const signups = await this.mode();
    if (signups === 'open') return { inviteId: undefined, admin: undefined };
    if (signups === 'closed') throw new AppError(403, 'FORBIDDEN', ADMIN_MESSAGES.signupsClosed);
    if (!inviteHash) throw new AppError(403, 'FORBIDDEN', ADMIN_MESSAGES.inviteRequired);
    const invite = await findOpenInvite(this.db, inviteHash, this.now());
    if (!invite) throw new AppError(403, 'FORBIDDEN', ADMIN_MESSAGES.inviteInvalid);
    return { inviteId: invite.id, admin: undefined };
  }

  inTransaction(permit: SignupPermit): SignupInTransaction {
    return {
      before: async (tx) => {
        await lockAccountCreation(tx);
        if (permit.admin !== 'setup-code') return permit.admin ? 'admin' : 'user';
        // Under the lock: of simultaneous sign-ups with the code, only the first finds no administrator.
        if (await hasAdmin(tx)) throw new AppError(403, 'FORBIDDEN', ADMIN_MESSAGES.setupCodeUsed);
        return 'admin';
      },
      after: async (tx, userId) => {
        if (!permit.inviteId) return;
        if (!(await consumeInvite(tx, permit.inviteId, userId, this.now())))
          throw new AppError(403, 'FORBIDDEN', ADMIN_MESSAGES.inviteInvalid);
      },
    };
  }

  private isProvenAdminEmail(email: string, proof: SignupProof): boolean {
    return (
      this.settings.adminEmail !== undefined &&
      email === this.settings.adminEmail &&
      proof.emailVerified &&
      !isSandboxEmail(email)
    );
  }
}
