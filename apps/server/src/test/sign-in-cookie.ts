import type { LightMyRequestResponse } from 'fastify';
import { SIGN_IN_COOKIE } from '@/features/auth/sign-in-binding';

/** The browser's sign-in cookie a start answer set, as the header its callback sends back. */
export function signInCookie(start: LightMyRequestResponse): { cookie: string } {
  const header = start.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  const pair = lines
    .map((l) => l.split(';')[0] ?? '')
    .find((p) => p.startsWith(`${SIGN_IN_COOKIE}=`));
  if (!pair) throw new Error('the start answer set no sign-in cookie');
  return { cookie: pair };
}
