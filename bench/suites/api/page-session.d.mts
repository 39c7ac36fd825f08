import type { Page } from 'puppeteer-core';

/** See page-session.mjs. */
export function setPageSession(
  page: Page,
  ready: { url: string; accessToken: string; refreshToken: string },
  signedIn: boolean,
): Promise<void>;
