import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/env';
import { createPlatformsFromEnv, platformCredentials } from '@/config/platforms';
import { GramJsTelegramGateway } from '@/platforms/telegram/gramjs-gateway';
import { SandboxTelegramGateway } from '@/platforms/telegram/sandbox/gateway';

describe('Telegram gateway from the environment', () => {
  it('uses the GramJS gateway when TELEGRAM_API_ID and TELEGRAM_API_HASH are set, without connecting', async () => {
    const env = parseEnv({ TELEGRAM_API_ID: '12345', TELEGRAM_API_HASH: 'abcdef' });
    expect(platformCredentials(env).telegramGateway).toBeInstanceOf(GramJsTelegramGateway);
    const registry = createPlatformsFromEnv(env);
    const telegram = registry.get('telegram');
    expect(telegram.gateway).toBeInstanceOf(GramJsTelegramGateway);
    expect(telegram.sandboxed).toBe(false);
    expect(registry.isSandboxed('telegram')).toBe(false);
    expect(registry.sandboxedServices()).not.toContain('telegram');
    // Lazy: nothing was opened, so closing has nothing to do.
    await (telegram.gateway as GramJsTelegramGateway).close();
  });

  it('keeps the sandbox without credentials', () => {
    const registry = createPlatformsFromEnv(parseEnv({}));
    expect(registry.get('telegram').gateway).toBeInstanceOf(SandboxTelegramGateway);
    expect(registry.isSandboxed('telegram')).toBe(true);
    expect(platformCredentials(parseEnv({})).telegramGateway).toBeUndefined();
  });
});
