import type {
  AuthResult,
  LoginInput,
  OauthCallbackBody,
  RegisterInput,
  User,
} from '@socialpulse/contract';
import { apiRequest } from '@/lib/api-client';

// The response schemas (and zod) load with the first request, not with the screen (docs/decisions/0018).
const authContract = () => import('@socialpulse/contract/auth');
const commonContract = () => import('@socialpulse/contract/common');

export const INVALID_AUTH_RESPONSE = 'Invalid authentication response';

export async function login(input: LoginInput): Promise<AuthResult> {
  const response = await apiRequest('/auth/login', {
    method: 'POST',
    json: input,
    schema: async () => (await authContract()).authResponseSchema,
    invalidMessage: INVALID_AUTH_RESPONSE,
    refreshOn401: false,
  });
  return response.data;
}

/** Register is sent as a form body (the API accepts JSON too). */
export async function register(input: RegisterInput): Promise<AuthResult> {
  const response = await apiRequest('/auth/register', {
    method: 'POST',
    form: {
      username: input.username,
      email: input.email,
      password: input.password,
      confirmPassword: input.confirmPassword,
      ...(input.inviteToken ? { inviteToken: input.inviteToken } : {}),
      ...(input.setupCode ? { setupCode: input.setupCode } : {}),
    },
    schema: async () => (await authContract()).authResponseSchema,
    invalidMessage: INVALID_AUTH_RESPONSE,
    refreshOn401: false,
  });
  return response.data;
}

export async function fetchCurrentUser(): Promise<User> {
  const response = await apiRequest('/auth/me', {
    schema: async () => (await authContract()).meResponseSchema,
    invalidMessage: INVALID_AUTH_RESPONSE,
  });
  return response.data;
}

export async function logout(refreshToken: string | null): Promise<void> {
  await apiRequest('/auth/logout', {
    method: 'POST',
    json: refreshToken === null ? {} : { refreshToken },
    schema: async () => (await commonContract()).okEnvelopeSchema,
    invalidMessage: INVALID_AUTH_RESPONSE,
  });
}

async function googleUrlResponseSchema() {
  const [{ successEnvelope }, { authUrlSchema }] = await Promise.all([
    commonContract(),
    import('@socialpulse/contract/connections'),
  ]);
  return successEnvelope(authUrlSchema);
}

/** The consent page URL; the page's origin goes along, as for connecting accounts. */
/** `inviteToken`: the invitation link's, so SIGNUPS=invite creates the account (and spends it). */
export async function fetchGoogleAuthUrl(inviteToken?: string): Promise<string> {
  const query = new URLSearchParams({ origin: window.location.origin });
  if (inviteToken) query.set('invite', inviteToken);
  const response = await apiRequest(`/auth/google?${query.toString()}`, {
    schema: googleUrlResponseSchema,
    invalidMessage: INVALID_AUTH_RESPONSE,
    refreshOn401: false,
  });
  return response.data.url;
}

/** Google's popup return page: the server checks state and PKCE and answers with a session. */
export async function completeGoogleSignIn(input: OauthCallbackBody): Promise<AuthResult> {
  const response = await apiRequest('/auth/google/callback', {
    method: 'POST',
    json: input,
    schema: async () => (await authContract()).authResponseSchema,
    invalidMessage: INVALID_AUTH_RESPONSE,
    refreshOn401: false,
  });
  return response.data;
}

/** After single sign-on: the session the API left in this browser's (HttpOnly, single-use) cookie. */
export async function claimSsoSession(): Promise<AuthResult> {
  const response = await apiRequest('/auth/oidc/session', {
    method: 'POST',
    schema: async () => (await authContract()).authResponseSchema,
    invalidMessage: INVALID_AUTH_RESPONSE,
    refreshOn401: false,
  });
  return response.data;
}
