import type { RedditSource } from '@socialpulse/contract';
import type { OAuthConnector } from '@/platforms/connector';
import { PlatformError } from '@/platforms/errors';
import { RedditApi } from '@/platforms/reddit/api';
import { fetchRedditItems } from '@/platforms/reddit/fetch-items';
import {
  listingSchema,
  meSchema,
  subredditSchema,
  toProfile,
  toSource,
} from '@/platforms/reddit/mappers';
import { REDDIT_SCOPES, RedditOAuth } from '@/platforms/reddit/oauth';
import { type ClientOptions } from '@/platforms/shared/http';
import type { TokenProvider } from '@/platforms/shared/token-provider';
import type { FetchResult, FetchWindow, PlatformProfile } from '@/platforms/types';

export const REDDIT_REAL_BASES = {
  wwwBase: 'https://www.reddit.com',
  oauthBase: 'https://oauth.reddit.com',
  webBase: 'https://www.reddit.com',
} as const;

export interface RedditConnectorOptions extends ClientOptions {
  clientId: string;
  clientSecret: string;
  wwwBase: string;
  /** Browser-facing www base (defaults to wwwBase). */
  authorizeBase?: string;
  oauthBase: string;
  /** Prefix for post links in content items. */
  webBase: string;
  /** `<platform>:<app ID>:<version> (by /u/<username>)`. */
  userAgent: string;
  sandboxed: boolean;
  /** Listing page size (max 100); smaller only in tests that exercise paging. */
  pageSize?: number;
}

/** A hard stop for subscription paging, far above any real account. */
const MAX_SUBSCRIPTION_PAGES = 50;

export class RedditConnector implements OAuthConnector<'reddit', RedditSource> {
  readonly platform = 'reddit' as const;
  readonly authKind = 'oauth' as const;
  readonly requiresPkce = false;
  readonly scopes = REDDIT_SCOPES;
  readonly sandboxed: boolean;
  readonly api: RedditApi;
  private readonly oauth: RedditOAuth;
  private readonly pageSize: number;

  constructor(private readonly options: RedditConnectorOptions) {
    this.sandboxed = options.sandboxed;
    this.pageSize = Math.min(100, options.pageSize ?? 100);
    const shared = {
      userAgent: options.userAgent,
      fetch: options.fetch,
      now: options.now,
    };
    this.api = new RedditApi({
      oauthBase: options.oauthBase,
      ...shared,
      timeoutMs: options.timeoutMs,
    });
    this.oauth = new RedditOAuth({
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      wwwBase: options.wwwBase,
      ...(options.authorizeBase ? { authorizeBase: options.authorizeBase } : {}),
      ...shared,
    });
  }

  buildAuthorizeUrl: RedditOAuth['buildAuthorizeUrl'] = (input) =>
    this.oauth.buildAuthorizeUrl(input);
  exchangeCode: RedditOAuth['exchangeCode'] = (input) => this.oauth.exchangeCode(input);
  refresh: RedditOAuth['refresh'] = (refreshToken) => this.oauth.refresh(refreshToken);
  revoke: RedditOAuth['revoke'] = (tokens) => this.oauth.revoke(tokens);

  async getProfile(auth: TokenProvider): Promise<PlatformProfile> {
    const me = meSchema.safeParse(await this.api.get(auth, '/api/v1/me'));
    if (!me.success) throw new PlatformError('reddit', 'unexpected');
    return toProfile(me.data);
  }

  async listSources(auth: TokenProvider): Promise<RedditSource[]> {
    const sources: RedditSource[] = [];
    let after: string | null | undefined;
    for (let page = 0; page < MAX_SUBSCRIPTION_PAGES; page++) {
      const listing = listingSchema.safeParse(
        await this.api.get(auth, '/subreddits/mine/subscriber', { limit: this.pageSize, after }),
      );
      if (!listing.success) throw new PlatformError('reddit', 'unexpected');
      for (const child of listing.data.data.children) {
        const sub = subredditSchema.safeParse(child.data);
        // u_ profile "subreddits" are not communities one summarises.
        if (child.kind === 't5' && sub.success && sub.data.subreddit_type !== 'user')
          sources.push(toSource(sub.data));
      }
      after = listing.data.data.after;
      if (!after) break;
    }
    return sources;
  }

  fetchItems(auth: TokenProvider, sourceId: string, window: FetchWindow): Promise<FetchResult> {
    return fetchRedditItems(
      {
        api: this.api,
        webBase: this.options.webBase,
        pageSize: this.pageSize,
        now: this.options.now ?? (() => new Date()),
      },
      auth,
      sourceId,
      window,
    );
  }
}
