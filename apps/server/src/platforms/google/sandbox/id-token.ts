import { createHash } from 'node:crypto';
import { SignJWT } from 'jose';
import type { GoogleSandboxState } from '@/platforms/google/sandbox/state';
import type { Grant } from '@/platforms/sandbox/oauth-store';

const EXPANDED: Record<string, string> = {
  email: 'https://www.googleapis.com/auth/userinfo.email',
  profile: 'https://www.googleapis.com/auth/userinfo.profile',
};

/** Google answers shorthand scopes in their long form. */
export function expandScopes(scopes: readonly string[]): string[] {
  return scopes.map((s) => EXPANDED[s] ?? s);
}

export function hasScope(scopes: readonly string[], short: 'email' | 'profile'): boolean {
  return scopes.includes(short) || scopes.includes(EXPANDED[short] ?? short);
}

/** Claims Google would put in an id_token or answer from userinfo for this grant. */
export async function identityClaims(
  state: GoogleSandboxState,
  grant: Grant,
): Promise<Record<string, unknown>> {
  const account = await state.accountBySub(grant.subject);
  const claims: Record<string, unknown> = { sub: grant.subject };
  if (!account) return claims;
  if (hasScope(grant.scopes, 'email'))
    Object.assign(claims, { email: account.email, email_verified: account.emailVerified });
  if (hasScope(grant.scopes, 'profile'))
    Object.assign(claims, {
      name: account.name,
      given_name: account.givenName,
      family_name: account.familyName,
      picture: account.picture,
    });
  if (account.hd) claims.hd = account.hd;
  return claims;
}

export async function signIdToken(
  state: GoogleSandboxState,
  grant: Grant,
  accessToken: string,
  issuer: string,
): Promise<string> {
  const { privateKey, jwk } = await state.signingKey();
  const atHash = createHash('sha256')
    .update(accessToken)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
  const iat = Math.floor(state.now().getTime() / 1000);
  return new SignJWT({
    ...(await identityClaims(state, grant)),
    azp: grant.clientId,
    at_hash: atHash,
    ...(grant.nonce ? { nonce: grant.nonce } : {}),
  })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(grant.clientId)
    .setSubject(grant.subject)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 3600)
    .sign(privateKey);
}
