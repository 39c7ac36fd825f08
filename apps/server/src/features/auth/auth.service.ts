import {
  ADMIN_MESSAGES,
  type AuthResult,
  type LoginInput,
  type RegisterInput,
  type User,
} from '@socialpulse/contract';
import type { Db } from '@/db/database';
import { AppError } from '@/lib/app-error';
import { violatedUniqueConstraint } from '@/lib/db-errors';
import type { SignupPolicy } from '@/features/auth/signup-policy';
import type { LoginThrottle } from '@/features/auth/login-throttle';
import { burnPasswordCheck, hashPassword, verifyPassword } from '@/features/auth/passwords';
import type { SessionsService } from '@/features/auth/sessions.service';
import {
  findIdentityClashes,
  findUserByEmail,
  findUserById,
  insertUser,
  normaliseEmail,
  type UserRow,
} from '@/features/auth/users.repository';

export const AUTH_ERRORS = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  usernameTaken: 'This username is already taken',
  bothTaken: 'An account with this email or username already exists',
  userGone: 'Account not found',
  passwordLoginOff:
    'Signing in with a password is switched off on this server; use single sign-on instead.',
} as const;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    isEmailVerified: row.isEmailVerified,
    avatar: row.avatar,
    googleId: row.googleId,
    createdAt: row.createdAt.toISOString(),
    isAdmin: row.role === 'admin',
    hasPassword: row.passwordHash !== null,
    mustChangePassword: row.mustChangePassword,
  };
}

/** A disabled account cannot sign in, whichever way it tries. */
export function assertEnabled(row: UserRow): void {
  if (row.disabledAt) throw new AppError(403, 'FORBIDDEN', ADMIN_MESSAGES.disabled);
}

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionsService,
    private readonly throttle: LoginThrottle,
    private readonly signups: SignupPolicy,
    /** PASSWORD_LOGIN: when false, login and register refuse before looking at anything. */
    private readonly passwordLogin = true,
    /** Told of each new password account once it exists (sends the verification email). */
    private readonly onRegistered: (row: UserRow) => void = () => undefined,
  ) {}

  async register(input: RegisterInput): Promise<AuthResult> {
    this.assertPasswordLogin();
    const email = normaliseEmail(input.email);
    const username = input.username.trim();
    // A password account's address is unproven: only the setup code makes it an administrator.
    const permit = await this.signups.permit(email, input.inviteToken, {
      emailVerified: false,
      setupCode: input.setupCode || undefined,
    });
    await this.assertIdentityFree(email, username);
    const passwordHash = await hashPassword(input.password);
    let row: UserRow;
    try {
      const signup = this.signups.inTransaction(permit);
      row = await this.db.transaction(async (tx) => {
        const inserted = await insertUser(
          tx,
          { username, email, passwordHash },
          await signup.before(tx),
        );
        await signup.after(tx, inserted.id);
        return inserted;
      });
    } catch (error) {
      // Lost a race with a simultaneous registration of the same email or username.
      const constraint = violatedUniqueConstraint(error);
      if (!constraint) throw error;
      const clashes = {
        email: constraint.includes('email'),
        username: constraint.includes('username'),
      };
      throw conflict(clashes.email || clashes.username ? clashes : { email: true, username: true });
    }
    this.onRegistered(row);
    return { ...(await this.sessions.start(row.id)), user: toUser(row) };
  }

  /** Unknown email and wrong password answer identically, in message and in time. */
  async login(input: LoginInput, address: string): Promise<AuthResult> {
    this.assertPasswordLogin();
    const email = normaliseEmail(input.email);
    // Counted before the check, so it stays counted as a failure unless the password proves right.
    await this.throttle.reserveAttempt(email, address);
    const row = await findUserByEmail(this.db, email);
    let ok = false;
    if (row?.passwordHash) ok = await verifyPassword(row.passwordHash, input.password);
    else await burnPasswordCheck(input.password);
    if (!row || !ok) throw new AppError(401, 'INVALID_CREDENTIALS', AUTH_ERRORS.invalidCredentials);
    await this.throttle.recordSuccess(email, address);
    assertEnabled(row);
    return { ...(await this.sessions.start(row.id)), user: toUser(row) };
  }

  async me(userId: string): Promise<User> {
    const row = await findUserById(this.db, userId);
    if (!row) throw new AppError(401, 'INVALID_TOKEN', AUTH_ERRORS.userGone);
    return toUser(row);
  }

  private assertPasswordLogin(): void {
    if (!this.passwordLogin) throw new AppError(403, 'FORBIDDEN', AUTH_ERRORS.passwordLoginOff);
  }

  private async assertIdentityFree(email: string, username: string): Promise<void> {
    const clashes = await findIdentityClashes(this.db, email, username);
    if (clashes.email || clashes.username) throw conflict(clashes);
  }
}

function conflict(clashes: { email: boolean; username: boolean }): AppError {
  const errors = [
    ...(clashes.email ? [{ field: 'email', message: AUTH_ERRORS.emailTaken }] : []),
    ...(clashes.username ? [{ field: 'username', message: AUTH_ERRORS.usernameTaken }] : []),
  ];
  const message = errors.length === 1 && errors[0] ? errors[0].message : AUTH_ERRORS.bothTaken;
  return new AppError(409, 'CONFLICT', message, { errors });
}
