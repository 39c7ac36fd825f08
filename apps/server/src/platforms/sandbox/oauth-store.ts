import { createHmac, randomBytes } from 'node:crypto';
import { pkceChallenge } from '@/platforms/shared/pkce';
import { MemorySharedState, type SandboxSharedState } from '@/platforms/sandbox/shared-state';

export interface Grant {
  clientId: string;
  /** The sandbox account the user chose on the consent page. */
  subject: string;
  scopes: string[];
  nonce?: string;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken?: string;
  expiresIn: number;
  grant: Grant;
}

export type RedeemFailure = 'unknown' | 'used' | 'expired' | 'client' | 'redirect' | 'pkce';
export type Result<T, F> = { ok: true; value: T } | { ok: false; reason: F };

export interface OAuthStoreOptions {
  now: () => Date;
  /** Recognisable token prefixes make logs readable. */
  prefix: string;
  accessTtlSeconds: number;
  codeTtlSeconds: number;
  /** Reddit and X hand out a new refresh token on every refresh and void the old one. */
  rotateRefresh: boolean;
  /** Google: revoking an access token also revokes its refresh token. */
  revokeFamilyOnAccess: boolean;
  /** Signs tokens; share it between replicas. Sandbox tokens guard fake data only, hence a fixed default. */
  signingKey?: string;
  /** Where redemptions and revocations are shared between processes (default: this one only). */
  shared?: SandboxSharedState;
}

/** How long a revocation is remembered: longer than any sandbox token is used. */
const REVOCATION_TTL_MS = 400 * 86_400_000;

/**
 * What an authorization code carries, signed like the tokens: the consent, where it may be
 * redeemed, the PKCE challenge and its expiry. `j` names the code for the single-use check.
 */
interface CodeClaims {
  k: 'code';
  j: string;
  g: Grant;
  r: string;
  c?: string;
  m?: string;
  e: number;
  rt: boolean;
}

/** What a token carries: grant, family (one consent), id, kind, issue sequence and (access) expiry. */
interface TokenClaims {
  g: Omit<Grant, 'nonce'>;
  f: string;
  j: string;
  k: 'at' | 'rt';
  s: number;
  e?: number;
}

/**
 * Codes, access tokens and refresh tokens are all signed and self-contained, so a code issued by one
 * API replica's consent page is redeemed by whichever replica the callback reaches (no sticky
 * routing), and connections survive a restart. What must be remembered — codes and rotated refresh
 * tokens already used, revocations, the "expire everything" switches — lives in the shared state
 * (shared-state.ts): a code is redeemed once across all replicas, and a token revoked at one is
 * refused at every one.
 */
export class SandboxOAuthStore {
  private readonly revokedFamilies = new Set<string>();
  private readonly revokedIds = new Set<string>();
  private accessValidAfter = 0;
  private refreshValidAfter = 0;
  /**
   * Orders issued tokens for the "expire/revoke everything so far" switches. It follows the real
   * wall clock in microseconds (not the injectable one), so it keeps growing across restarts and
   * replicas agree on it, and it ticks per token, so a frozen test clock still tells "before the
   * switch" from "after".
   */
  private sequence = 0;
  private readonly key: string;
  private readonly shared: SandboxSharedState;
  private readonly scope: string;

  constructor(private readonly options: OAuthStoreOptions) {
    this.key = options.signingKey ?? `socialpulse-sandbox:${options.prefix}`;
    this.shared = options.shared ?? new MemorySharedState();
    this.scope = `oauth:${options.prefix}`;
    this.shared.watch(`${this.scope}:revoked-family`, (family) => this.revokedFamilies.add(family));
    this.shared.watch(`${this.scope}:revoked-id`, (id) => this.revokedIds.add(id));
    this.shared.watch(`${this.scope}:valid-after`, (kind, value) => {
      if (typeof value !== 'number') return;
      // Tokens issued from now on, here, come after the switch, whatever this process's clock says.
      this.sequence = Math.max(this.sequence, value);
      if (kind === 'access') this.accessValidAfter = Math.max(this.accessValidAfter, value);
      if (kind === 'refresh') this.refreshValidAfter = Math.max(this.refreshValidAfter, value);
    });
  }

  private nextSequence(): number {
    this.sequence = Math.max(Date.now() * 1000, this.sequence + 1);
    return this.sequence;
  }

  private revokeFamily(family: string): Promise<void> {
    return this.shared.publish(`${this.scope}:revoked-family`, family, true, REVOCATION_TTL_MS);
  }

  private now(): number {
    return this.options.now().getTime();
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url').slice(0, 32);
  }

  private sign(claims: TokenClaims): string {
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${this.options.prefix}-${claims.k}-${body}.${this.mac(body)}`;
  }

  private read(token: string, kind: 'at' | 'rt'): TokenClaims | undefined {
    const head = `${this.options.prefix}-${kind}-`;
    if (!token.startsWith(head)) return undefined;
    const [body, sig] = token.slice(head.length).split('.');
    if (!body || !sig || this.mac(body) !== sig) return undefined;
    try {
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenClaims;
      return claims.k === kind ? claims : undefined;
    } catch {
      return undefined;
    }
  }

  private dead(claims: TokenClaims): boolean {
    return this.revokedFamilies.has(claims.f) || this.revokedIds.has(claims.j);
  }

  issueCode(input: {
    grant: Grant;
    redirectUri: string;
    codeChallenge?: string;
    codeChallengeMethod?: string;
    issueRefresh: boolean;
  }): string {
    const claims: CodeClaims = {
      k: 'code',
      j: randomBytes(12).toString('base64url'),
      g: input.grant,
      r: input.redirectUri,
      ...(input.codeChallenge
        ? { c: input.codeChallenge, m: input.codeChallengeMethod ?? 'plain' }
        : {}),
      e: this.now() + this.options.codeTtlSeconds * 1000,
      rt: input.issueRefresh,
    };
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${this.options.prefix}-code-${body}.${this.mac(body)}`;
  }

  private readCode(code: string): CodeClaims | undefined {
    const head = `${this.options.prefix}-code-`;
    if (!code.startsWith(head)) return undefined;
    const [body, sig] = code.slice(head.length).split('.');
    if (!body || !sig || this.mac(body) !== sig) return undefined;
    try {
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as CodeClaims;
      return claims.k === 'code' ? claims : undefined;
    } catch {
      return undefined;
    }
  }

  async redeemCode(
    code: string,
    check: { clientId: string; redirectUri: string; codeVerifier?: string },
  ): Promise<Result<IssuedTokens, RedeemFailure>> {
    const claims = this.readCode(code);
    if (!claims) return { ok: false, reason: 'unknown' };
    const now = this.now();
    if (claims.e <= now) return { ok: false, reason: 'expired' };
    if (claims.g.clientId !== check.clientId) return { ok: false, reason: 'client' };
    if (claims.r !== check.redirectUri) return { ok: false, reason: 'redirect' };
    if (claims.c) {
      const verifier = check.codeVerifier ?? '';
      const computed = claims.m === 'S256' ? pkceChallenge(verifier) : verifier;
      if (verifier === '' || computed !== claims.c) return { ok: false, reason: 'pkce' };
    }
    const family = randomBytes(8).toString('hex');
    // One redemption across every replica; remembered a minute past the code's own life.
    const earlier = await this.shared.claim(
      `${this.scope}:code`,
      claims.j,
      { family },
      claims.e - now + 60_000,
    );
    if (earlier) {
      // RFC 6749 §4.1.2: a replayed code should void what it produced.
      await this.revokeFamily(earlier.family);
      return { ok: false, reason: 'used' };
    }
    return { ok: true, value: this.issue(claims.g, family, claims.rt) };
  }

  private issue(grant: Grant, family: string, withRefresh: boolean): IssuedTokens {
    const now = this.now();
    const { nonce: _nonce, ...g } = grant;
    const id = () => randomBytes(9).toString('base64url');
    const accessToken = this.sign({
      g,
      f: family,
      j: id(),
      k: 'at',
      s: this.nextSequence(),
      e: now + this.options.accessTtlSeconds * 1000,
    });
    const refreshToken = withRefresh
      ? this.sign({ g, f: family, j: id(), k: 'rt', s: this.nextSequence() })
      : undefined;
    return {
      accessToken,
      ...(refreshToken ? { refreshToken } : {}),
      expiresIn: this.options.accessTtlSeconds,
      grant,
    };
  }

  async useRefreshToken(
    refreshToken: string,
    clientId: string,
  ): Promise<Result<IssuedTokens, 'unknown' | 'revoked' | 'client'>> {
    const claims = this.read(refreshToken, 'rt');
    if (!claims) return { ok: false, reason: 'unknown' };
    if (this.dead(claims) || claims.s <= this.refreshValidAfter)
      return { ok: false, reason: 'revoked' };
    if (claims.g.clientId !== clientId) return { ok: false, reason: 'client' };
    if (!this.options.rotateRefresh) {
      const issued = this.issue(claims.g, claims.f, false);
      return { ok: true, value: issued };
    }
    // Single use: the old one dies as the new one is born, whichever replica sees it first.
    const used = await this.shared.claim(
      `${this.scope}:refresh-used`,
      claims.j,
      true,
      REVOCATION_TTL_MS,
    );
    if (used) return { ok: false, reason: 'revoked' };
    return { ok: true, value: this.issue(claims.g, claims.f, true) };
  }

  verifyAccess(accessToken: string): Result<Grant, 'unknown' | 'expired' | 'revoked'> {
    const claims = this.read(accessToken, 'at');
    if (!claims) return { ok: false, reason: 'unknown' };
    if (this.dead(claims)) return { ok: false, reason: 'revoked' };
    if ((claims.e ?? 0) <= this.now() || claims.s <= this.accessValidAfter)
      return { ok: false, reason: 'expired' };
    return { ok: true, value: claims.g };
  }

  /** True when the token was one of ours. Revoking a refresh token kills its access tokens too. */
  async revoke(token: string): Promise<boolean> {
    const refresh = this.read(token, 'rt');
    if (refresh) {
      await this.revokeFamily(refresh.f);
      return true;
    }
    const access = this.read(token, 'at');
    if (!access) return false;
    if (this.options.revokeFamilyOnAccess) await this.revokeFamily(access.f);
    else
      await this.shared.publish(
        `${this.scope}:revoked-id`,
        access.j,
        true,
        Math.max((access.e ?? 0) - Date.now(), 0) + REVOCATION_TTL_MS,
      );
    return true;
  }

  /** Fault switch: every access token issued so far is now expired. */
  expireAccessTokens(): Promise<void> {
    return this.publishValidAfter('access');
  }

  /** Fault switch: every refresh token issued so far is revoked (as after a password change). */
  revokeRefreshTokens(): Promise<void> {
    return this.publishValidAfter('refresh');
  }

  private publishValidAfter(kind: 'access' | 'refresh'): Promise<void> {
    const mark = this.nextSequence();
    return this.shared.publish(`${this.scope}:valid-after`, kind, mark, REVOCATION_TTL_MS);
  }
}
