import type { YoutubeSource, YoutubeVideoPage } from '@socialpulse/contract';
import type { AuthorizeUrlInput, CodeExchangeInput, OAuthConnector } from '@/platforms/connector';
import { PlatformError } from '@/platforms/errors';
import type { GoogleEndpoints } from '@/platforms/google/endpoints';
import { GoogleOAuth } from '@/platforms/google/oauth';
import { YoutubeApi } from '@/platforms/youtube/api';
import { fetchYoutubeItems, loadVideos } from '@/platforms/youtube/fetch-items';
import {
  channelHandle,
  channelSchema,
  listSchema,
  playlistItemSchema,
  playlistSchema,
  playlistToSource,
  subscriptionSchema,
  subscriptionToSource,
  thumbnailOf,
  toVideo,
} from '@/platforms/youtube/mappers';
import { captionsTranscripts } from '@/platforms/youtube/captions-transcripts';
import type { TranscriptProvider } from '@/platforms/youtube/transcript';
import { type ClientOptions } from '@/platforms/shared/http';
import { withAccessToken, type TokenProvider } from '@/platforms/shared/token-provider';
import type { FetchResult, FetchWindow, PlatformProfile, TokenSet } from '@/platforms/types';

export const YOUTUBE_REAL_API_BASE = 'https://www.googleapis.com/youtube/v3';
export const YOUTUBE_READONLY = 'https://www.googleapis.com/auth/youtube.readonly';
/** `openid` lets userinfo name accounts that have no channel. */
export const YOUTUBE_SCOPES = ['openid', YOUTUBE_READONLY] as const;

export interface YoutubeConnectorOptions extends ClientOptions {
  clientId: string;
  clientSecret: string;
  endpoints: GoogleEndpoints;
  apiBase: string;
  sandboxed: boolean;
  /** Where transcripts come from; default: the Data API's captions endpoints on `apiBase`. */
  transcripts?: TranscriptProvider;
  /** Videos per page of the channel browser. */
  videoPageSize?: number;
  /**
   * Videos of a channel or playlist window that also get their transcript. Default 0: each costs up
   * to 250 quota units, so only a single-video summary fetches one by default.
   */
  maxTranscripts?: number;
}

const MAX_LIST_PAGES = 40;

export class YoutubeConnector implements OAuthConnector<'youtube', YoutubeSource> {
  readonly platform = 'youtube' as const;
  readonly authKind = 'oauth' as const;
  readonly requiresPkce = true;
  readonly scopes = YOUTUBE_SCOPES;
  readonly sandboxed: boolean;
  readonly api: YoutubeApi;
  private readonly google: GoogleOAuth;
  private readonly transcripts: TranscriptProvider;

  constructor(private readonly options: YoutubeConnectorOptions) {
    this.sandboxed = options.sandboxed;
    const shared = {
      fetch: options.fetch,
      now: options.now,
    };
    this.google = new GoogleOAuth({
      service: 'youtube',
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      endpoints: options.endpoints,
      ...shared,
    });
    this.api = new YoutubeApi({
      apiBase: options.apiBase,
      ...shared,
      timeoutMs: options.timeoutMs,
    });
    this.transcripts = options.transcripts ?? captionsTranscripts(this.api);
  }

  /** prompt=consent: Google only issues a refresh token on first consent otherwise. */
  buildAuthorizeUrl(input: AuthorizeUrlInput): string {
    return this.google.buildAuthorizeUrl({
      scopes: YOUTUBE_SCOPES,
      state: input.state,
      redirectUri: input.redirectUri,
      offline: true,
      prompt: 'consent',
      ...(input.codeChallenge ? { codeChallenge: input.codeChallenge } : {}),
    });
  }

  /** Granular consent lets the person untick YouTube; that connection would be useless, so it fails here. */
  async exchangeCode(input: CodeExchangeInput): Promise<TokenSet> {
    const tokens = await this.google.exchangeCode(input);
    if (!tokens.scopes.includes(YOUTUBE_READONLY)) {
      await this.google.revoke(tokens).catch(() => undefined);
      throw new PlatformError('youtube', 'access_denied', {
        message:
          'YouTube access was not granted. Connect YouTube again and allow access to your YouTube account.',
      });
    }
    return tokens;
  }

  refresh(refreshToken: string): Promise<TokenSet> {
    return this.google.refresh(refreshToken);
  }

  revoke(tokens: Pick<TokenSet, 'accessToken' | 'refreshToken'>): Promise<void> {
    return this.google.revoke(tokens);
  }

  async getProfile(auth: TokenProvider): Promise<PlatformProfile> {
    const list = listSchema.safeParse(
      await this.api.get(auth, '/channels', { part: 'snippet', mine: 'true' }),
    );
    if (!list.success) throw new PlatformError('youtube', 'unexpected');
    const channel = channelSchema.safeParse(list.data.items[0]);
    if (channel.success && channel.data.snippet) {
      const s = channel.data.snippet;
      return {
        externalId: channel.data.id,
        username: channelHandle(s.customUrl) ?? s.title,
        avatar: thumbnailOf(s.thumbnails, 'default', 'medium') ?? null,
      };
    }
    // A Google account without a YouTube channel still has a stable id.
    const info = await withAccessToken(auth, (token) => this.google.userinfo(token));
    return {
      externalId: `google:${info.sub}`,
      username: info.name ?? 'YouTube user',
      avatar: info.picture ?? null,
    };
  }

  async listSources(auth: TokenProvider): Promise<YoutubeSource[]> {
    const channels = await this.pageAll(
      auth,
      '/subscriptions',
      { part: 'snippet', mine: 'true', order: 'alphabetical' },
      (raw) => {
        const s = subscriptionSchema.safeParse(raw);
        return s.success ? subscriptionToSource(s.data) : undefined;
      },
    );
    const playlists = await this.pageAll(
      auth,
      '/playlists',
      { part: 'snippet,contentDetails', mine: 'true' },
      (raw) => {
        const p = playlistSchema.safeParse(raw);
        return p.success ? playlistToSource(p.data) : undefined;
      },
    );
    return [...channels, ...playlists];
  }

  private async pageAll<T>(
    auth: TokenProvider,
    path: string,
    query: Record<string, string>,
    map: (raw: unknown) => T | undefined,
  ): Promise<T[]> {
    const out: T[] = [];
    let pageToken: string | undefined;
    for (let page = 0; page < MAX_LIST_PAGES; page++) {
      const list = listSchema.safeParse(
        await this.api.get(auth, path, { ...query, maxResults: 50, pageToken }),
      );
      if (!list.success) throw new PlatformError('youtube', 'unexpected');
      for (const raw of list.data.items) {
        const mapped = map(raw);
        if (mapped !== undefined) out.push(mapped);
      }
      pageToken = list.data.nextPageToken;
      if (!pageToken) break;
    }
    return out;
  }

  /** A channel's uploads, newest first; `cursor` is YouTube's page token, opaque to callers. */
  async listChannelVideos(
    auth: TokenProvider,
    channelId: string,
    cursor?: string | null,
  ): Promise<YoutubeVideoPage> {
    if (!/^UC[\w-]{22}$/.test(channelId))
      throw new PlatformError('youtube', 'not_found', {
        message: 'YouTube could not find this channel.',
      });
    const list = listSchema.safeParse(
      await this.api.get(auth, '/playlistItems', {
        part: 'contentDetails',
        playlistId: `UU${channelId.slice(2)}`,
        maxResults: this.options.videoPageSize ?? 24,
        pageToken: cursor ?? undefined,
      }),
    );
    if (!list.success) throw new PlatformError('youtube', 'unexpected');
    const ids = list.data.items.flatMap((raw) => {
      const item = playlistItemSchema.safeParse(raw);
      return item.success && item.data.contentDetails.videoPublishedAt
        ? [item.data.contentDetails.videoId]
        : [];
    });
    const videos =
      ids.length > 0
        ? await loadVideos(
            { api: this.api, transcripts: this.transcripts, maxTranscripts: 0 },
            auth,
            ids,
          )
        : [];
    return { items: videos.map(toVideo), nextCursor: list.data.nextPageToken ?? null };
  }

  fetchItems(auth: TokenProvider, sourceId: string, window: FetchWindow): Promise<FetchResult> {
    return fetchYoutubeItems(
      {
        api: this.api,
        transcripts: this.transcripts,
        maxTranscripts: this.options.maxTranscripts ?? 0,
      },
      auth,
      sourceId,
      window,
    );
  }
}
