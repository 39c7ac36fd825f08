import { ACCOUNT_MESSAGES, ADMIN_MESSAGES, type AccountExport } from '@socialpulse/contract';
import type { Db } from '@/db/database';
import { readAccountData } from '@/features/account/account-export.repository';
import type { UserDeletion } from '@/features/account/user-deletion';
import { AUTH_ERRORS } from '@/features/auth/auth.service';
import { verifyPassword } from '@/features/auth/passwords';
import {
  countOtherAdmins,
  countUsers,
  findUserById,
  lockAdminChanges,
} from '@/features/auth/users.repository';
import { AppError } from '@/lib/app-error';

/** Dates as ISO strings, as the rest of the API writes them. */
function plain(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value)) as unknown;
}

/** A user's own account: export everything, or delete it with everything. */
export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly deletion: UserDeletion,
    private readonly now: () => Date,
  ) {}

  async export(userId: string): Promise<AccountExport> {
    const data = await readAccountData(this.db, userId);
    if (!data.user) throw new AppError(401, 'INVALID_TOKEN', AUTH_ERRORS.userGone);
    return plain({ exportedAt: this.now().toISOString(), ...data }) as AccountExport;
  }

  async delete(userId: string, password: string | undefined): Promise<void> {
    const user = await findUserById(this.db, userId);
    if (!user) throw new AppError(401, 'INVALID_TOKEN', AUTH_ERRORS.userGone);
    if (user.passwordHash !== null) {
      if (!password)
        throw new AppError(400, 'VALIDATION_ERROR', ACCOUNT_MESSAGES.passwordRequired, {
          errors: [{ field: 'password', message: ACCOUNT_MESSAGES.passwordRequired }],
        });
      if (!(await verifyPassword(user.passwordHash, password)))
        throw new AppError(403, 'FORBIDDEN', ACCOUNT_MESSAGES.passwordWrong, {
          errors: [{ field: 'password', message: ACCOUNT_MESSAGES.passwordWrong }],
        });
    }
    // Somebody must stay able to administer the others: checked in the deletion's transaction,
    // under the lock every change to the administrators takes (a step-down racing this one).
    await this.deletion.delete(userId, async (tx) => {
      await lockAdminChanges(tx);
      if (
        (await findUserById(tx, userId))?.role === 'admin' &&
        (await countOtherAdmins(tx, userId)) === 0 &&
        (await countUsers(tx)) > 1
      )
        throw new AppError(409, 'CONFLICT', ADMIN_MESSAGES.lastAdmin);
    });
  }
}
