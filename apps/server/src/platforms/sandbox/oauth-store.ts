import { createHmac, randomBytes } from 'node:crypto';
import { pkceChallenge } from '@/platforms/shared/pkce';

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
}

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
 * routing), and connections survive a restart. Only what must be remembered is kept in memory, per
 * process: codes already redeemed (for the few minutes a code lives), revocations and used refresh
 * tokens. A code replayed at another replica is therefore not caught; real providers catch it, and
 * the app never replays one.
 */
export class SandboxOAuthStore {
  /** Redeemed codes: their id, the family they produced, and when the code would expire anyway. */
  private readonly redeemed = new Map<string, { family: string; expiresAt: number }>();
  private readonly revokedFamilies = new Set<string>();
  private readonly revokedIds = new Set<string>();
  private accessValidAfter = 0;
  private refreshValidAfter = 0;
  /**
   * Orders issued tokens for the "expire/revoke everything so far" switches. It starts from the real
   * wall clock (not the injectable one) so it keeps growing across restarts, and it ticks per token, so
   * a frozen test clock still tells "before the switch" from "after".
   */
  private sequence = Date.now() * 1000;
  private readonly key: string;

  constructor(private readonly options: OAuthStoreOptions) {
    this.key = options.signingKey ?? `socialpulse-sandbox:${options.prefix}`;
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

  redeemCode(
    code: string,
    check: { clientId: string; redirectUri: string; codeVerifier?: string },
  ): Result<IssuedTokens, RedeemFailure> {
    const claims = this.readCode(code);
    if (!claims) return { ok: false, reason: 'unknown' };
    const now = this.now();
    const earlier = this.redeemed.get(claims.j);
    if (earlier) {
      // RFC 6749 §4.1.2: a replayed code should void what it produced.
      this.revokedFamilies.add(earlier.family);
      return { ok: false, reason: 'used' };
    }
    if (claims.e <= now) return { ok: false, reason: 'expired' };
    if (claims.g.clientId !== check.clientId) return { ok: false, reason: 'client' };
    if (claims.r !== check.redirectUri) return { ok: false, reason: 'redirect' };
    if (claims.c) {
      const verifier = check.codeVerifier ?? '';
      const computed = claims.m === 'S256' ? pkceChallenge(verifier) : verifier;
      if (verifier === '' || computed !== claims.c) return { ok: false, reason: 'pkce' };
    }
    if (this.redeemed.size > 1000)
      for (const [id, used] of this.redeemed) if (used.expiresAt <= now) this.redeemed.delete(id);
    const family = randomBytes(8).toString('hex');
    this.redeemed.set(claims.j, { family, expiresAt: claims.e });
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
      s: ++this.sequence,
      e: now + this.options.accessTtlSeconds * 1000,
    });
    const refreshToken = withRefresh
      ? this.sign({ g, f: family, j: id(), k: 'rt', s: ++this.sequence })
      : undefined;
    return {
      accessToken,
      ...(refreshToken ? { refreshToken } : {}),
      expiresIn: this.options.accessTtlSeconds,
      grant,
    };
  }

  useRefreshToken(
    refreshToken: string,
    clientId: string,
  ): Result<IssuedTokens, 'unknown' | 'revoked' | 'client'> {
    const claims = this.read(refreshToken, 'rt');
    if (!claims) return { ok: false, reason: 'unknown' };
    if (this.dead(claims) || claims.s <= this.refreshValidAfter)
      return { ok: false, reason: 'revoked' };
    if (claims.g.clientId !== clientId) return { ok: false, reason: 'client' };
    if (!this.options.rotateRefresh) {
      const issued = this.issue(claims.g, claims.f, false);
      return { ok: true, value: issued };
    }
    // Single use: the old one dies as the new one is born.
    this.revokedIds.add(claims.j);
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
  revoke(token: string): boolean {
    const refresh = this.read(token, 'rt');
    if (refresh) {
      this.revokedFamilies.add(refresh.f);
      return true;
    }
    const access = this.read(token, 'at');
    if (!access) return false;
    if (this.options.revokeFamilyOnAccess) this.revokedFamilies.add(access.f);
    else this.revokedIds.add(access.j);
    return true;
  }

  /** Fault switch: every access token issued so far is now expired. */
  expireAccessTokens(): void {
    this.accessValidAfter = this.sequence;
  }

  /** Fault switch: every refresh token issued so far is revoked (as after a password change). */
  revokeRefreshTokens(): void {
    this.refreshValidAfter = this.sequence;
  }
}
