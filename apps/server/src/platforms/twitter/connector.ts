import type { TwitterSource } from '@socialpulse/contract';
import { z } from 'zod';
import type { OAuthConnector } from '@/platforms/connector';
import { PlatformError } from '@/platforms/errors';
import { XApi } from '@/platforms/twitter/api';
import {
  largerAvatar,
  listSchema,
  timelineSchema,
  tweetSchema,
  userSchema,
  userToSource,
  listToSource,
} from '@/platforms/twitter/mappers';
import { entryTweet, isReply, toContentItem } from '@/platforms/twitter/tweets';
import { X_SCOPES, XOAuth } from '@/platforms/twitter/oauth';
import { inWindow, resolveCaps } from '@/platforms/shared/caps';
import { type ClientOptions } from '@/platforms/shared/http';
import type { TokenProvider } from '@/platforms/shared/token-provider';
import type { ContentItem, FetchResult, FetchWindow, PlatformProfile } from '@/platforms/types';

export const X_REAL_BASES = {
  authorizeBase: 'https://x.com',
  apiBase: 'https://api.x.com',
} as const;

export interface TwitterConnectorOptions extends ClientOptions {
  clientId: string;
  clientSecret?: string;
  authorizeBase: string;
  apiBase: string;
  sandboxed: boolean;
  /** Page size of following lists (1–1000); smaller only in paging tests. */
  followingPageSize?: number;
}

/**
 * note_tweet: long posts arrive whole; referenced_tweets(.id, .id.author_id): the quoted and
 * retweeted originals and their authors land in `includes`, so quotes and retweets can be read;
 * attachments.poll_ids: a poll's options land in `includes.polls`.
 */
const TWEET_QUERY = {
  'tweet.fields':
    'created_at,public_metrics,attachments,author_id,conversation_id,lang,note_tweet,referenced_tweets,in_reply_to_user_id',
  expansions:
    'author_id,attachments.media_keys,attachments.poll_ids,referenced_tweets.id,referenced_tweets.id.author_id',
  // protected: whether the account's posts are for everyone, read off the author in each answer.
  'user.fields': 'username,name,profile_image_url,protected',
  'media.fields': 'type',
  'poll.fields': 'options,voting_status',
};
const USER_FIELDS = 'profile_image_url,public_metrics,protected,description';
function dataOf<T>(schema: z.ZodType<T>, body: unknown): T | undefined {
  const parsed = z.object({ data: z.unknown() }).safeParse(body);
  const data = parsed.success ? schema.safeParse(parsed.data.data) : undefined;
  return data?.success ? data.data : undefined;
}

export class TwitterConnector implements OAuthConnector<'twitter', TwitterSource> {
  readonly platform = 'twitter' as const;
  readonly authKind = 'oauth' as const;
  readonly requiresPkce = true;
  readonly scopes = X_SCOPES;
  readonly sandboxed: boolean;
  readonly api: XApi;
  private readonly oauth: XOAuth;

  constructor(private readonly options: TwitterConnectorOptions) {
    this.sandboxed = options.sandboxed;
    const shared = {
      fetch: options.fetch,
      now: options.now,
    };
    this.api = new XApi({
      apiBase: options.apiBase,
      ...shared,
      timeoutMs: options.timeoutMs,
    });
    this.oauth = new XOAuth({
      clientId: options.clientId,
      authorizeBase: options.authorizeBase,
      apiBase: options.apiBase,
      ...(options.clientSecret ? { clientSecret: options.clientSecret } : {}),
      ...shared,
    });
  }

  buildAuthorizeUrl: XOAuth['buildAuthorizeUrl'] = (input) => this.oauth.buildAuthorizeUrl(input);
  exchangeCode: XOAuth['exchangeCode'] = (input) => this.oauth.exchangeCode(input);
  refresh: XOAuth['refresh'] = (refreshToken) => this.oauth.refresh(refreshToken);
  revoke: XOAuth['revoke'] = (tokens) => this.oauth.revoke(tokens);

  private async me(auth: TokenProvider): Promise<z.infer<typeof userSchema>> {
    const me = dataOf(
      userSchema,
      await this.api.get(auth, '/2/users/me', { 'user.fields': USER_FIELDS }),
    );
    if (!me) throw new PlatformError('twitter', 'unexpected');
    return me;
  }

  async getProfile(auth: TokenProvider): Promise<PlatformProfile> {
    const me = await this.me(auth);
    return {
      externalId: me.id,
      username: me.username,
      avatar: me.profile_image_url ? largerAvatar(me.profile_image_url) : null,
    };
  }

  /** Accounts the user follows, then the lists they own and follow. */
  async listSources(auth: TokenProvider): Promise<TwitterSource[]> {
    const me = await this.me(auth);
    const sources: TwitterSource[] = [];
    let token: string | undefined;
    for (let page = 0; page < 20; page++) {
      const body = timelineSchema.safeParse(
        await this.api.get(auth, `/2/users/${encodeURIComponent(me.id)}/following`, {
          max_results: this.options.followingPageSize ?? 1000,
          pagination_token: token,
          'user.fields': USER_FIELDS,
        }),
      );
      if (!body.success) throw new PlatformError('twitter', 'unexpected');
      for (const raw of body.data.data ?? []) {
        const user = userSchema.safeParse(raw);
        if (user.success) sources.push(userToSource(user.data));
      }
      token = body.data.meta?.next_token;
      if (!token) break;
    }
    for (const kind of ['owned_lists', 'followed_lists']) {
      const body = timelineSchema.safeParse(
        await this.api.get(auth, `/2/users/${encodeURIComponent(me.id)}/${kind}`, {
          max_results: 100,
          'list.fields': 'member_count,private,description',
        }),
      );
      for (const raw of body.success ? (body.data.data ?? []) : []) {
        const list = listSchema.safeParse(raw);
        if (list.success) sources.push(listToSource(list.data));
      }
    }
    return sources;
  }

  /** Any @username the user types; not_found when X has no such account. */
  async lookupUser(auth: TokenProvider, username: string): Promise<TwitterSource> {
    const name = username.trim().replace(/^@/, '');
    if (!/^[A-Za-z0-9_]{1,15}$/.test(name))
      throw new PlatformError('twitter', 'not_found', {
        message: `"${username.trim()}" is not an X username: a username has 1 to 15 letters, digits or underscores.`,
      });
    const user = dataOf(
      userSchema,
      await this.api.get(auth, `/2/users/by/username/${encodeURIComponent(name)}`, {
        'user.fields': USER_FIELDS,
      }),
    );
    if (!user) throw new PlatformError('twitter', 'unexpected');
    return userToSource(user);
  }

  async fetchItems(
    auth: TokenProvider,
    sourceId: string,
    window: FetchWindow,
  ): Promise<FetchResult> {
    const caps = resolveCaps(window);
    let path: string;
    let timeQuery: Record<string, string> = {};
    let sourceTitle: string | undefined;
    let userId: string | undefined;
    if (sourceId.startsWith('list:')) {
      // The id goes into the request path: only X's own numeric ids, and encoded besides.
      const listId = sourceId.slice(5);
      if (!/^\d{1,19}$/.test(listId))
        throw new PlatformError('twitter', 'not_found', {
          message: 'X could not find this list. A list id is a number.',
        });
      path = `/2/lists/${encodeURIComponent(listId)}/tweets`;
    } else {
      userId = sourceId.startsWith('@')
        ? (await this.lookupUser(auth, sourceId)).id.slice(5)
        : sourceId.replace(/^user:/, '');
      if (!/^\d{1,19}$/.test(userId))
        throw new PlatformError('twitter', 'not_found', {
          message: 'X could not find this account. It may have been deleted or renamed.',
        });
      path = `/2/users/${encodeURIComponent(userId)}/tweets`;
      timeQuery = {
        start_time: window.since.toISOString(),
        end_time: window.until.toISOString(),
        exclude: window.excludeReplies ? 'retweets,replies' : 'retweets',
      };
    }
    const items: ContentItem[] = [];
    // A list can show the same original twice: posted by one member, retweeted by another.
    const seen = new Set<string>();
    let token: string | undefined;
    let truncated = false;
    // Only an account's own timeline can be public to all; a list's is what its owner curated.
    let saidPublic = userId !== undefined;
    for (let page = 0; ; page++) {
      if (page >= caps.maxPages) {
        truncated = true;
        break;
      }
      const body = timelineSchema.safeParse(
        await this.api.get(auth, path, {
          ...TWEET_QUERY,
          ...timeQuery,
          max_results: 100,
          pagination_token: token,
        }),
      );
      if (!body.success) throw new PlatformError('twitter', 'unexpected');
      if (userId !== undefined && !authorSaysPublic(body.data, userId)) saidPublic = false;
      let older = false;
      for (const raw of body.data.data ?? []) {
        const t = tweetSchema.safeParse(raw);
        if (!t.success) continue;
        const created = new Date(t.data.created_at);
        // List timelines take no time window: they run newest first until the window's start.
        if (created < window.since) {
          older = true;
          break;
        }
        if (!inWindow(created, window)) continue;
        if (window.excludeReplies && isReply(t.data)) continue;
        const entry = entryTweet(t.data, body.data);
        if (!entry || seen.has(entry.id)) continue;
        seen.add(entry.id);
        if (items.length >= caps.maxItems)
          return {
            items,
            truncated: true,
            ...(sourceTitle ? { sourceTitle } : {}),
            ...(saidPublic ? { publicSource: true } : {}),
          };
        const item = toContentItem(entry, body.data, sourceId, caps);
        sourceTitle ??= sourceId.startsWith('list:') ? undefined : item.author;
        items.push(item);
      }
      token = body.data.meta?.next_token;
      if (older || !token) break;
    }
    return {
      items,
      truncated,
      ...(sourceTitle ? { sourceTitle } : {}),
      // An empty window names no author, so nothing said the account is public.
      ...(saidPublic && items.length > 0 ? { publicSource: true } : {}),
    };
  }
}

/**
 * Every page of an account's timeline that has posts must carry the account itself among its
 * users with `protected: false`: a protected account's posts reach only the followers it approved,
 * so one of them must never fetch them for others (docs/decisions/0051).
 */
function authorSaysPublic(page: z.infer<typeof timelineSchema>, userId: string): boolean {
  if (!page.data?.length) return true;
  const author = page.includes?.users?.find((u) => u.id === userId);
  return author?.protected === false;
}
