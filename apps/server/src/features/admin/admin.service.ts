import { randomBytes } from 'node:crypto';
import {
  ADMIN_MESSAGES,
  type AdminSignups,
  type AdminUser,
  type AdminUsers,
  type SignupMode,
  type CreatedInvite,
  type Invite,
} from '@socialpulse/contract';
import type { Db, DbOrTx } from '@/db/database';
import type { UserDeletion } from '@/features/account/user-deletion';
import {
  findUserForAdmin,
  isEnabledAdmin,
  listUsersForAdmin,
  setDisabled,
  setRole,
  type AdminUserRow,
} from '@/features/admin/admin.repository';
import {
  deleteOpenInvite,
  insertInvite,
  listOpenInvites,
  type InviteRow,
} from '@/features/auth/invites.repository';
import { hashInviteToken, type SignupPolicy } from '@/features/auth/signup-policy';
import { revokeAllForUser } from '@/features/auth/refresh-tokens.repository';
import { countOtherAdmins, lockAdminChanges } from '@/features/auth/users.repository';
import { AppError } from '@/lib/app-error';

const DAY_MS = 24 * 60 * 60 * 1000;

function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    isAdmin: row.role === 'admin',
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    platforms: row.platforms,
    summaryCount: row.summaryCount,
  };
}

function toInvite(row: InviteRow): Invite {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** What administrators do (routes under /api/admin, all behind requireAdmin). */
export class AdminService {
  constructor(
    private readonly db: Db,
    private readonly deletion: UserDeletion,
    private readonly signupPolicy: SignupPolicy,
    private readonly publicUrl: string,
    private readonly now: () => Date,
  ) {}

  async users(): Promise<AdminUsers> {
    const rows = await listUsersForAdmin(this.db);
    return { ...(await this.signups()), users: rows.map(toAdminUser) };
  }

  async signups(): Promise<AdminSignups> {
    return {
      signups: await this.signupPolicy.mode(),
      signupsEditable: this.signupPolicy.editable,
    };
  }

  async setSignups(adminId: string, mode: SignupMode): Promise<AdminSignups> {
    await this.signupPolicy.setMode(mode, adminId);
    return this.signups();
  }

  async setDisabled(adminId: string, userId: string, disabled: boolean): Promise<AdminUser> {
    if (adminId === userId) throw new AppError(400, 'BAD_REQUEST', ADMIN_MESSAGES.notYourself);
    const now = this.now();
    const found = await this.db.transaction(async (tx) => {
      if (disabled) await keepAnAdmin(tx, adminId, userId);
      if (!(await setDisabled(tx, userId, disabled ? now : null))) return false;
      // Their refresh tokens die with the account's access (authenticate checks disabled_at too).
      if (disabled) await revokeAllForUser(tx, userId, now);
      return true;
    });
    if (!found) throw new AppError(404, 'NOT_FOUND', ADMIN_MESSAGES.userNotFound);
    const row = await findUserForAdmin(this.db, userId);
    if (!row) throw new AppError(404, 'NOT_FOUND', ADMIN_MESSAGES.userNotFound);
    return toAdminUser(row);
  }

  /**
   * Makes an account an administrator or a normal user. Anyone may be demoted, the caller too,
   * as long as another administrator remains: the server is never left without one.
   */
  async setAdmin(adminId: string, userId: string, isAdmin: boolean): Promise<AdminUser> {
    const found = await this.db.transaction(async (tx) => {
      if (!isAdmin) await keepAnAdmin(tx, adminId, userId);
      return setRole(tx, userId, isAdmin ? 'admin' : 'user');
    });
    const row = found ? await findUserForAdmin(this.db, userId) : undefined;
    if (!row) throw new AppError(404, 'NOT_FOUND', ADMIN_MESSAGES.userNotFound);
    return toAdminUser(row);
  }

  async deleteUser(adminId: string, userId: string): Promise<void> {
    if (adminId === userId) throw new AppError(400, 'BAD_REQUEST', ADMIN_MESSAGES.notYourself);
    if (!(await this.deletion.delete(userId, (tx) => keepAnAdmin(tx, adminId, userId))))
      throw new AppError(404, 'NOT_FOUND', ADMIN_MESSAGES.userNotFound);
  }

  async createInvite(adminId: string, expiresInDays: number): Promise<CreatedInvite> {
    const token = randomBytes(24).toString('base64url');
    const row = await insertInvite(this.db, {
      tokenHash: hashInviteToken(token),
      createdBy: adminId,
      expiresAt: new Date(this.now().getTime() + expiresInDays * DAY_MS),
    });
    const url = `${this.publicUrl}/auth?invite=${encodeURIComponent(token)}`;
    return { ...toInvite(row), token, url };
  }

  async invites(): Promise<Invite[]> {
    return (await listOpenInvites(this.db, this.now())).map(toInvite);
  }

  async revokeInvite(id: string): Promise<void> {
    if (!(await deleteOpenInvite(this.db, id)))
      throw new AppError(404, 'NOT_FOUND', ADMIN_MESSAGES.inviteNotFound);
  }
}

/**
 * Run inside the transaction of a change that takes `targetId`'s administrator rights away: takes
 * the administrators' lock, then refuses unless the caller is still an enabled administrator (an
 * administrator disabled or demoted a moment ago by another one acts no more) and another enabled
 * administrator than the target remains.
 */
async function keepAnAdmin(tx: DbOrTx, adminId: string, targetId: string): Promise<void> {
  await lockAdminChanges(tx);
  if (!(await isEnabledAdmin(tx, adminId)))
    throw new AppError(403, 'FORBIDDEN', ADMIN_MESSAGES.notAdmin);
  if ((await countOtherAdmins(tx, targetId)) === 0)
    throw new AppError(409, 'CONFLICT', ADMIN_MESSAGES.lastAdminRole);
}
