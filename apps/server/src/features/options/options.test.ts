import { optionsResponseSchema, PLATFORMS, TONE_EMOJI } from '@socialpulse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app';
import { optionsData } from '@/test/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/options', () => {
  it('is public and matches the contract', async () => {
    const res = await t.app.inject({ url: '/api/options' });
    expect(res.statusCode).toBe(200);
    expect(optionsResponseSchema.safeParse(res.json()).success).toBe(true);
    // Sent as bytes made at start-up: typed as JSON in UTF-8, and counted in bytes, not characters.
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeGreaterThan(res.body.length);
  });

  it('lists the summarisable platforms, tones with emoji, languages in their own names, and the periods', async () => {
    const data = optionsData(await t.app.inject({ url: '/api/options' }));
    expect(data.platforms.map((p) => p.value)).toEqual([...PLATFORMS]);
    expect(data.tones).toEqual([
      expect.objectContaining({
        value: 'professional',
        label: 'Professional',
        emoji: TONE_EMOJI.professional,
      }),
      expect.objectContaining({ value: 'engaging', label: 'Engaging', emoji: TONE_EMOJI.engaging }),
      expect.objectContaining({ value: 'creative', label: 'Creative', emoji: TONE_EMOJI.creative }),
    ]);
    expect(data.languages.map((l) => [l.value, l.label])).toEqual([
      ['en', 'English'],
      ['es', 'Español'],
      ['de', 'Deutsch'],
      ['fr', 'Français'],
      ['ru', 'Русский'],
    ]);
    expect(data.periods.map((p) => [p.value, p.label])).toEqual([
      ['today', 'Today'],
      ['yesterday', 'Yesterday'],
      ['last_7_days', 'Last 7 days'],
      ['last_30_days', 'Last 30 days'],
      ['custom', 'Custom range'],
    ]);
    for (const group of [data.platforms, data.tones, data.languages, data.periods]) {
      for (const item of group) expect(item.description.length).toBeGreaterThan(0);
    }
  });
});

describe('capabilities', () => {
  it('say no LLM and no email when neither is configured', async () => {
    expect(optionsData(await t.app.inject({ url: '/api/options' })).capabilities).toEqual({
      llm: false,
      email: false,
    });
  });

  it('say so when an LLM and SMTP are configured', async () => {
    const configured = await createTestApp({
      env: {
        LLM_BASE_URL: 'http://127.0.0.1:9/v1',
        LLM_MODEL: 'test-model',
        SMTP_URL: 'smtp://127.0.0.1:2525',
      },
    });
    try {
      const data = optionsData(await configured.app.inject({ url: '/api/options' }));
      expect(data.capabilities).toEqual({ llm: true, email: true });
    } finally {
      await configured.close();
    }
  });
});
