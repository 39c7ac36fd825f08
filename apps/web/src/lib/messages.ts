import { ACCOUNT_MESSAGES } from '@socialpulse/contract/constants/account';
import { ADMIN_MESSAGES } from '@socialpulse/contract/constants/admin';
import { API_TOKEN_MESSAGES } from '@socialpulse/contract/constants/api-tokens';
import { AUTH_MESSAGES } from '@socialpulse/contract/constants/auth';
import { SETTINGS_MESSAGES } from '@socialpulse/contract/constants/settings';
import { WEBHOOK_ERRORS, WEBHOOK_MESSAGES } from '@socialpulse/contract/constants/webhooks';
import type { TFunction } from 'i18next';
import { CLIENT_MESSAGES } from '@/lib/api-error';
import type { LocaleShape } from '@/lib/locales/en';

type MessageKey =
  | `validation.${keyof LocaleShape['validation']}`
  | `errors.${keyof LocaleShape['errors']}`
  | `ops.messages.${keyof LocaleShape['ops']['messages']}`
  | `webhooks.messages.${keyof LocaleShape['webhooks']['messages']}`;

/**
 * Contract and client messages are English sentences (the product's wording, shared with the server);
 * this maps each to its translation key so forms and toasts speak the user's language.
 */
const MESSAGE_KEYS = new Map<string, MessageKey>([
  [AUTH_MESSAGES.email, 'validation.email'],
  [AUTH_MESSAGES.passwordMin, 'validation.passwordMin'],
  [AUTH_MESSAGES.passwordMax, 'validation.passwordMax'],
  [AUTH_MESSAGES.usernameMin, 'validation.usernameMin'],
  [AUTH_MESSAGES.usernameMax, 'validation.usernameMax'],
  [AUTH_MESSAGES.uppercase, 'validation.uppercase'],
  [AUTH_MESSAGES.lowercase, 'validation.lowercase'],
  [AUTH_MESSAGES.number, 'validation.number'],
  [AUTH_MESSAGES.special, 'validation.special'],
  [AUTH_MESSAGES.confirm, 'validation.confirm'],
  [AUTH_MESSAGES.reservedEmail, 'validation.reservedEmail'],
  [SETTINGS_MESSAGES.keywordBlank, 'validation.keywordBlank'],
  [SETTINGS_MESSAGES.keywordTooLong, 'validation.keywordTooLong'],
  [SETTINGS_MESSAGES.keywordDuplicate, 'validation.keywordDuplicate'],
  [SETTINGS_MESSAGES.keywordsTooMany, 'validation.keywordsTooMany'],
  [SETTINGS_MESSAGES.preferenceRange, 'validation.preferenceRange'],
  [CLIENT_MESSAGES.timeout, 'errors.timeout'],
  [CLIENT_MESSAGES.noResponse, 'errors.noResponse'],
  [CLIENT_MESSAGES.sessionExpired, 'errors.sessionExpired'],
  [CLIENT_MESSAGES.noRefreshToken, 'errors.noRefreshToken'],
  [CLIENT_MESSAGES.fallback, 'errors.generic'],
  ['Invalid authentication response', 'errors.invalidAuth'],
  ['Invalid settings response from API', 'errors.invalidSettings'],
  ['Invalid options response from API', 'errors.invalidOptions'],
  [ADMIN_MESSAGES.notAdmin, 'ops.messages.notAdmin'],
  [ADMIN_MESSAGES.signupsClosed, 'ops.messages.signupsClosed'],
  [ADMIN_MESSAGES.setupCodeWrong, 'ops.messages.setupCodeWrong'],
  [ADMIN_MESSAGES.setupCodeUsed, 'ops.messages.setupCodeUsed'],
  [ADMIN_MESSAGES.inviteRequired, 'ops.messages.inviteRequired'],
  [ADMIN_MESSAGES.inviteInvalid, 'ops.messages.inviteInvalid'],
  [ADMIN_MESSAGES.disabled, 'ops.messages.disabled'],
  [ADMIN_MESSAGES.lastAdmin, 'ops.messages.lastAdmin'],
  [ADMIN_MESSAGES.lastAdminRole, 'ops.messages.lastAdminRole'],
  [ADMIN_MESSAGES.signupsFromEnv, 'ops.messages.signupsFromEnv'],
  [ADMIN_MESSAGES.signupMode, 'ops.messages.signupMode'],
  [ACCOUNT_MESSAGES.passwordRequired, 'ops.messages.passwordRequired'],
  [ACCOUNT_MESSAGES.passwordWrong, 'ops.messages.passwordWrong'],
  ...(Object.keys(WEBHOOK_MESSAGES) as (keyof typeof WEBHOOK_MESSAGES)[]).map(
    (key) => [WEBHOOK_MESSAGES[key], `webhooks.messages.${key}`] as const,
  ),
  ...(Object.keys(WEBHOOK_ERRORS) as (keyof typeof WEBHOOK_ERRORS)[]).map(
    (key) => [WEBHOOK_ERRORS[key], `webhooks.messages.${key}`] as const,
  ),
  [API_TOKEN_MESSAGES.tooMany, 'ops.messages.apiTokenTooMany'],
  [API_TOKEN_MESSAGES.adminOnly, 'ops.messages.apiTokenAdminOnly'],
  [API_TOKEN_MESSAGES.expiryPast, 'ops.messages.apiTokenExpiryPast'],
  [API_TOKEN_MESSAGES.expiryTooFar, 'ops.messages.apiTokenExpiryTooFar'],
  [ACCOUNT_MESSAGES.currentPasswordRequired, 'ops.messages.currentPasswordRequired'],
  [ACCOUNT_MESSAGES.resetSent, 'ops.messages.resetSent'],
  [ACCOUNT_MESSAGES.resetLinkInvalid, 'ops.messages.resetLinkInvalid'],
  [ACCOUNT_MESSAGES.verifyLinkInvalid, 'ops.messages.verifyLinkInvalid'],
  [ACCOUNT_MESSAGES.mailUnavailable, 'ops.messages.mailUnavailable'],
  [ACCOUNT_MESSAGES.verificationUnavailable, 'ops.messages.verificationUnavailable'],
  [ACCOUNT_MESSAGES.alreadyVerified, 'ops.messages.alreadyVerified'],
  [ACCOUNT_MESSAGES.tooManyEmails, 'ops.messages.tooManyEmails'],
  [ACCOUNT_MESSAGES.sendFailed, 'ops.messages.sendFailed'],
]);

/** Known messages are translated; anything else (a server's own sentence) is shown as sent. */
export function translateMessage(t: TFunction, message: string): string {
  const key = MESSAGE_KEYS.get(message);
  return key === undefined ? message : t(key);
}

export function messageKeyOf(message: string): MessageKey | undefined {
  return MESSAGE_KEYS.get(message);
}
