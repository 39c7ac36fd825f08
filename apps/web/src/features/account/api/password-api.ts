import type {
  ChangePasswordInput,
  ForgotPasswordInput,
  ResetPasswordInput,
} from '@socialpulse/contract';
import { apiRequest } from '@/lib/api-client';

// The response schemas (and zod) load with the first request, not with the screen (docs/decisions/0018).
const ok = async () => (await import('@socialpulse/contract/common')).okEnvelopeSchema;
const INVALID = 'Invalid account response from API';

/** Changes (or, for an account without one, sets) the password; other sessions end. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await apiRequest('/account/password', {
    method: 'PUT',
    json: input,
    schema: ok,
    invalidMessage: INVALID,
  });
}

/** The server's neutral answer: the same whether or not an account uses the address. */
export async function forgotPassword(input: ForgotPasswordInput): Promise<void> {
  await apiRequest('/auth/password/forgot', {
    method: 'POST',
    json: input,
    schema: ok,
    invalidMessage: INVALID,
    refreshOn401: false,
  });
}

export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await apiRequest('/auth/password/reset', {
    method: 'POST',
    json: input,
    schema: ok,
    invalidMessage: INVALID,
    refreshOn401: false,
  });
}

export async function verifyEmail(token: string): Promise<null> {
  await apiRequest('/auth/email/verify', {
    method: 'POST',
    json: { token },
    schema: ok,
    invalidMessage: INVALID,
    refreshOn401: false,
  });
  return null;
}

export async function resendVerification(): Promise<void> {
  await apiRequest('/account/email-verification', {
    method: 'POST',
    json: {},
    schema: ok,
    invalidMessage: INVALID,
  });
}
