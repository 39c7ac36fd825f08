import type { TelegramUser } from '@/platforms/telegram/gateway';
import { avatarDataUrl } from '@/platforms/sandbox/images';
import { personName } from '@/platforms/sandbox/names';
import { hashString, rngFor } from '@/platforms/sandbox/prng';

/** The documented test accounts (see telegram/SANDBOX.md). */
export const TELEGRAM_SANDBOX = {
  code: '12345',
  expiredCode: '00000',
  invalidPhone: '+15550000000',
  floodPhone: '+15550000420',
  floodSeconds: 42,
  twoFactorPhone: '+15550002222',
  password: 'sandbox-2fa',
  passwordHint: 'sandbox-…',
  revokedPhone: '+15550000401',
  codeTtlMs: 5 * 60_000,
} as const;

/** The account behind a sandbox phone number: the same number is always the same person. */
export function sandboxUser(phone: string): TelegramUser {
  const name = personName(rngFor('tg-user', phone));
  return {
    id: String(1_000_000_000 + (hashString(`tg-user:${phone}`) % 8_000_000_000)),
    firstName: name.first,
    lastName: name.last,
    username: `${name.first}_${name.last}`.toLowerCase(),
    phone: phone.replace(/^\+/, ''),
    avatar: avatarDataUrl(name.full, `tg:${phone}`),
  };
}
