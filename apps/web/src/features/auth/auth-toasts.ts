import { toast } from '@/lib/toast';

/**
 * The one error toast of a sign-in attempt (login, register, Google): a new failure replaces it
 * rather than stacking, and a successful sign-in takes it away, together with the toast of an
 * `error` query parameter.
 */
export const AUTH_ERROR_TOAST = 'auth-error';
export const AUTH_ERROR_PARAM_TOAST = 'auth-error-param';

export function dismissAuthErrors(): void {
  toast.dismiss(AUTH_ERROR_TOAST);
  toast.dismiss(AUTH_ERROR_PARAM_TOAST);
}
