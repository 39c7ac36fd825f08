import {
  ACCOUNT_MESSAGES,
  ADMIN_MESSAGES,
  RESET_LINK_HOURS,
  type AdminPasswordReset,
  type ChangePasswordInput,
  type ResetPasswordInput,
} from '@socialpulse/contract';
import type { Db } from '@/db/database';
import { passwordResetEmail } from '@/features/account/account-emails';
import {
  hashLinkToken,
  newLinkToken,
  newTemporaryPassword,
  resetPasswordUrl,
} from '@/features/account/account-links';
import type { AccountMail } from '@/features/account/account-mail';
import {
  consumeAccountToken,
  insertAccountToken,
  spendOpenTokens,
} from '@/features/account/account-tokens.repository';
import type { MailThrottle } from '@/features/account/mail-throttle';
import { AUTH_ERRORS, assertEnabled } from '@/features/auth/auth.service';
import type { LoginThrottle } from '@/features/auth/login-throttle';
import { hashPassword, verifyPassword } from '@/features/auth/passwords';
import {
  findRefreshTokenById,
  revokeAllForUser,
  revokeAllForUserExcept,
} from '@/features/auth/refresh-tokens.repository';
import {
  findUserByEmail,
  findUserById,
  normaliseEmail,
  setPasswordHash,
  type UserRow,
} from '@/features/auth/users.repository';
import { AppError } from '@/lib/app-error';

const HOUR_MS = 60 * 60 * 1000;

/** Changing, forgetting and resetting passwords (docs/decisions/0049). */
export class PasswordsService {
  constructor(
    private readonly db: Db,
    private readonly loginThrottle: LoginThrottle,
    private readonly mailThrottle: MailThrottle,
    private readonly mail: AccountMail,
    private readonly now: () => Date,
  ) {}

  /**
   * The signed-in user's new password. A password account proves it knows the current one (each
   * wrong guess counts against the login throttle, as a failed login would); an account without a
   * password (single sign-on only) sets its first. Every other session ends; this one goes on.
   */
  async change(
    userId: string,
    sessionId: string,
    input: ChangePasswordInput,
    address: string,
  ): Promise<void> {
    const user = await this.user(userId);
    if (user.passwordHash !== null) {
      const current = input.currentPassword ?? '';
      if (current.length === 0)
        throw fieldError(400, 'VALIDATION_ERROR', ACCOUNT_MESSAGES.currentPasswordRequired);
      await this.loginThrottle.reserveAttempt(user.email, address);
      if (!(await verifyPassword(user.passwordHash, current)))
        throw fieldError(403, 'FORBIDDEN', ACCOUNT_MESSAGES.passwordWrong);
      await this.loginThrottle.recordSuccess(user.email, address);
    }
    const passwordHash = await hashPassword(input.password);
    const now = this.now();
    const keep = (await findRefreshTokenById(this.db, sessionId))?.familyId;
    await this.db.transaction(async (tx) => {
      await setPasswordHash(tx, userId, passwordHash, false, now);
      await spendOpenTokens(tx, userId, 'password_reset', now);
      await revokeAllForUserExcept(tx, userId, keep, now);
    });
  }

  /**
   * "Forgot password?": the same answer whether or not an account uses the address, and the email
   * leaves after the answer. Refused plainly when this server cannot send email.
   */
  async forgot(rawEmail: string, client: string): Promise<void> {
    this.mail.assertAvailable();
    const email = normaliseEmail(rawEmail);
    await this.mailThrottle.reserve(email, client);
    const user = await findUserByEmail(this.db, email);
    if (!user || user.disabledAt) return;
    const url = await this.newResetLink(user);
    this.mail.sendLater(passwordResetEmail(user.email, url));
  }

  /** Sets the password a reset link allows, once, and ends every session of the account. */
  async reset(input: ResetPasswordInput): Promise<void> {
    const now = this.now();
    const passwordHash = await hashPassword(input.password);
    await this.db.transaction(async (tx) => {
      const token = await consumeAccountToken(
        tx,
        'password_reset',
        hashLinkToken(input.token),
        now,
      );
      const user = token ? await findUserById(tx, token.userId) : undefined;
      if (!token || !user || user.email !== token.email)
        throw new AppError(400, 'BAD_REQUEST', ACCOUNT_MESSAGES.resetLinkInvalid, {
          errors: [{ field: 'token', message: ACCOUNT_MESSAGES.resetLinkInvalid }],
        });
      assertEnabled(user);
      await setPasswordHash(tx, user.id, passwordHash, false, now);
      await spendOpenTokens(tx, user.id, 'password_reset', now);
      await revokeAllForUser(tx, user.id, now);
    });
  }

  /**
   * An administrator's reset of another account: a reset link by email when the server can send
   * one; otherwise a temporary password, shown to the administrator only in this answer, that the
   * user must replace at their next sign-in. Either way the account's sessions end with the
   * temporary password; a link leaves them until it is used.
   */
  async adminReset(adminId: string, userId: string): Promise<AdminPasswordReset> {
    if (adminId === userId) throw new AppError(400, 'BAD_REQUEST', ADMIN_MESSAGES.notYourself);
    const user = await findUserById(this.db, userId);
    if (!user) throw new AppError(404, 'NOT_FOUND', ADMIN_MESSAGES.userNotFound);
    if (this.mail.available) {
      await this.mail.send(passwordResetEmail(user.email, await this.newResetLink(user)));
      return { delivery: 'email' };
    }
    const temporaryPassword = newTemporaryPassword();
    const passwordHash = await hashPassword(temporaryPassword);
    const now = this.now();
    await this.db.transaction(async (tx) => {
      if (!(await setPasswordHash(tx, userId, passwordHash, true, now)))
        throw new AppError(404, 'NOT_FOUND', ADMIN_MESSAGES.userNotFound);
      await spendOpenTokens(tx, userId, 'password_reset', now);
      await revokeAllForUser(tx, userId, now);
    });
    return { delivery: 'temporary', temporaryPassword };
  }

  /** A new single-use link; any older one of the account stops working. */
  private async newResetLink(user: UserRow): Promise<string> {
    const now = this.now();
    const { token, hash } = newLinkToken();
    await this.db.transaction(async (tx) => {
      await spendOpenTokens(tx, user.id, 'password_reset', now);
      await insertAccountToken(tx, {
        userId: user.id,
        purpose: 'password_reset',
        tokenHash: hash,
        email: user.email,
        expiresAt: new Date(now.getTime() + RESET_LINK_HOURS * HOUR_MS),
      });
    });
    return resetPasswordUrl(this.mail.publicUrl, token);
  }

  private async user(userId: string): Promise<UserRow> {
    const row = await findUserById(this.db, userId);
    if (!row) throw new AppError(401, 'INVALID_TOKEN', AUTH_ERRORS.userGone);
    return row;
  }
}

function fieldError(
  status: 400 | 403,
  code: 'VALIDATION_ERROR' | 'FORBIDDEN',
  message: string,
): AppError {
  return new AppError(status, code, message, {
    errors: [{ field: 'currentPassword', message }],
  });
}
