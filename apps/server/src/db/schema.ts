import type {
  AlertEngagement,
  ApiTokenScope,
  DigestChannels,
  DigestSchedule,
  DigestSource,
  SummaryLanguage,
  Tone,
  KeywordSettings,
  MatchContext,
  SignupMode,
  Platform,
  Settings,
  SummaryOptions,
  SummarySource,
  SummaryStatus,
} from '@socialpulse/contract';
import { SUMMARY_LIST_CONTENT_MAX } from '@socialpulse/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// drizzle-kit loads this file with its own loader: keep imports to packages (no `@/` alias).

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    /** Stored lower-cased, so uniqueness and login ignore case. */
    email: text('email').notNull(),
    /** Null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    /** Set by a provider that vouches for the address, or by the link a verification email carries. */
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    /** An administrator set a temporary password: the user chooses their own before going on. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    avatar: text('avatar'),
    googleId: text('google_id'),
    /** `admin` for the first account (and ADMIN_EMAIL's, decided when read); `user` otherwise. */
    role: text('role').$type<UserRole>().notNull().default('user'),
    /** Set by an administrator: the account cannot sign in and its sessions are revoked. */
    disabledAt: timestamptz('disabled_at'),
    /** Last sign-in or session refresh (every access token lives 15 minutes at most). */
    lastSeenAt: timestamptz('last_seen_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_google_id_key').on(t.googleId),
  ],
);

/**
 * Single sign-on identities (OpenID Connect, docs/decisions/0012): the provider's `sub` is unique
 * only within its issuer, so the pair is the key. An account has at most one identity per issuer,
 * and the identity goes with the account when it is deleted.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.issuer, t.subject] }),
    uniqueIndex('user_identities_user_issuer_key').on(t.userId, t.issuer),
  ],
);

/**
 * Opaque refresh tokens, stored as SHA-256 hashes. Every rotation adds a row to the same family and
 * marks the old one replaced; presenting a replaced or revoked token revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    revokedAt: timestamptz('revoked_at'),
    replacedById: uuid('replaced_by_id'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_expires_idx').on(t.expiresAt),
  ],
);

/** Only the fields a user changed are stored; reads fill the rest from DEFAULT_SETTINGS. */
export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<Partial<Settings>>().notNull().default({}),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * Fixed-window counters (failed logins per account and per address, and later other limits). They
 * live in the database so every API replica sees the same counts.
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowStartedAt: timestamptz('window_started_at').notNull(),
  },
  (t) => [index('throttle_counters_window_idx').on(t.windowStartedAt)],
);

/**
 * The general API rate limit's counters on PostgreSQL (plugins/rate-limit-store.ts), one row per
 * client and limit, so every API replica counts the same requests. No index on `expires_at`: the
 * per-request upsert then rewrites no index but the key's (updates stay HOT), and the purge scans a
 * table that holds only the clients of the last few minutes.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});

/**
 * Summary-stream tickets already used (docs/decisions/0009), by their nonce, kept until the ticket
 * would have expired anyway: in the database, so a ticket used on one API replica is refused on
 * every other. The purge job removes the expired ones.
 */
export const usedStreamTickets = pgTable(
  'used_stream_tickets',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('used_stream_tickets_expires_idx').on(t.expiresAt)],
);

/**
 * Keywords a user tracks for alerts. `keyword_key` is the keyword as the matcher compares it
 * (NFC, spaces collapsed, Unicode case folded), computed in the app rather than with SQL lower(),
 * which only folds ASCII under the C locale PGlite runs with; it makes "Rust" and "rust" one keyword.
 */
export const trackedKeywords = pgTable(
  'tracked_keywords',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyword: text('keyword').notNull(),
    keywordKey: text('keyword_key').notNull(),
    platforms: text('platforms').array().$type<Platform[]>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    settings: jsonb('settings').$type<KeywordSettings>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  // Its user_id prefix also serves "this user's (active) keywords".
  (t) => [uniqueIndex('tracked_keywords_user_key_key').on(t.userId, t.keywordKey)],
);

export const CONTENT_SOURCE_TYPES = ['post', 'message', 'video'] as const;
export type ContentSourceType = (typeof CONTENT_SOURCE_TYPES)[number];

/** Counters as the platform reports them; absent where it has none. */
export type ContentEngagement = Partial<
  Record<'views' | 'likes' | 'comments' | 'score' | 'reactions' | 'shares' | 'awards', number>
>;

/**
 * Recent items from connected sources, filled by the ingestion job. One row per upstream item,
 * shared by every user who follows its source; who may see it is `user_content`.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platform: text('platform').$type<Platform>().notNull(),
    externalId: text('external_id').notNull(),
    sourceId: text('source_id').notNull(),
    sourceName: text('source_name').notNull(),
    sourceType: text('source_type').$type<ContentSourceType>().notNull(),
    url: text('url').notNull(),
    title: text('title'),
    text: text('text').notNull().default(''),
    author: text('author'),
    publishedAt: timestamptz('published_at').notNull(),
    engagement: jsonb('engagement').$type<ContentEngagement>().notNull().default({}),
    fetchedAt: timestamptz('fetched_at').notNull().defaultNow(),
    /** Adult content (Reddit `over_18` on the post or its subreddit): hidden unless the user shows it. */
    nsfw: boolean('nsfw').notNull().default(false),
  },
  (t) => [
    uniqueIndex('content_items_platform_external_id_key').on(t.platform, t.externalId),
    index('content_items_published_idx').on(t.publishedAt),
    check('content_items_source_type_check', sql`${t.sourceType} in ('post', 'message', 'video')`),
  ],
);

/**
 * Which users' sources an item came from: items are shared, visibility is per user. `scanned_at`
 * null means the alert scanner has not yet matched this user's keywords against the item; a flag
 * per link (rather than a time watermark) cannot skip a link whose transaction committed late.
 */
export const userContent = pgTable(
  'user_content',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentItemId: uuid('content_item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    linkedAt: timestamptz('linked_at').notNull().defaultNow(),
    scannedAt: timestamptz('scanned_at'),
  },
  (t) => [
    primaryKey({ name: 'user_content_pkey', columns: [t.userId, t.contentItemId] }),
    index('user_content_item_idx').on(t.contentItemId),
    index('user_content_pending_idx')
      .on(t.linkedAt)
      .where(sql`${t.scannedAt} is null`),
  ],
);

export interface AlertSource {
  type: ContentSourceType;
  name: string;
  url: string;
}

/**
 * One alert per keyword and item (the unique key makes rescans add nothing). Snippet, source and
 * engagement are copied at detection so the alert reads the same whatever later happens upstream.
 */
export const keywordAlerts = pgTable(
  'keyword_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keywordId: uuid('keyword_id')
      .notNull()
      .references(() => trackedKeywords.id, { onDelete: 'cascade' }),
    contentItemId: uuid('content_item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    platform: text('platform').$type<Platform>().notNull(),
    keyword: text('keyword').notNull(),
    detectedAt: timestamptz('detected_at').notNull().defaultNow(),
    isRead: boolean('is_read').notNull().default(false),
    matchContext: jsonb('match_context').$type<MatchContext>().notNull(),
    contentSnippet: text('content_snippet').notNull(),
    source: jsonb('source').$type<AlertSource>().notNull(),
    engagement: jsonb('engagement').$type<AlertEngagement>().notNull().default({}),
  },
  (t) => [
    uniqueIndex('keyword_alerts_keyword_item_key').on(t.keywordId, t.contentItemId),
    // Read backwards for "newest first"; DESC columns would declare NULLS LAST and not match ORDER BY … DESC.
    index('keyword_alerts_user_detected_idx').on(t.userId, t.detectedAt, t.id),
    index('keyword_alerts_item_idx').on(t.contentItemId),
  ],
);

export const STORED_CONNECTION_STATUSES = ['connected', 'expired'] as const;
export type StoredConnectionStatus = (typeof STORED_CONNECTION_STATUSES)[number];

/**
 * One connected account per user and platform. Secrets are AES-256-GCM sealed by the app
 * (lib/secret-box.ts), never stored in the clear: for Reddit, YouTube and X the OAuth tokens, for
 * Telegram the MTProto session string (in `access_token_enc`, no refresh token). `sandbox` records
 * which side issued the tokens, so switching a platform to real credentials makes old sandbox
 * connections ask for reconnection instead of sending sandbox tokens to the real service.
 */
export const connections = pgTable(
  'connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform').$type<Platform>().notNull(),
    status: text('status').$type<StoredConnectionStatus>().notNull().default('connected'),
    externalAccountId: text('external_account_id').notNull(),
    username: text('username').notNull(),
    avatar: text('avatar'),
    accessTokenEnc: text('access_token_enc').notNull(),
    refreshTokenEnc: text('refresh_token_enc'),
    expiresAt: timestamptz('expires_at'),
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sandbox: boolean('sandbox').notNull(),
    connectedAt: timestamptz('connected_at').notNull().defaultNow(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('connections_user_platform_key').on(t.userId, t.platform),
    check('connections_status_check', sql`${t.status} in ('connected', 'expired')`),
  ],
);

export const OAUTH_PURPOSES = ['reddit', 'youtube', 'twitter', 'google', 'oidc'] as const;
export type OAuthPurpose = (typeof OAUTH_PURPOSES)[number];

/**
 * Pending OAuth authorizations, so any API replica can finish one. Keyed by the SHA-256 of the
 * `state` (the value itself only travels in URLs); single use: the callback deletes the row it
 * consumes. `user_id` is null for Google sign-in, where nobody is signed in yet.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<OAuthPurpose>().notNull(),
    codeVerifierEnc: text('code_verifier_enc').notNull(),
    nonce: text('nonce'),
    redirectUri: text('redirect_uri').notNull(),
    /** A sign-in started from an invitation link: the invitation's hash, spent if an account is made. */
    inviteHash: text('invite_hash'),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('oauth_states_expires_idx').on(t.expiresAt)],
);

/** A Telegram login between the phone and the code (or password) steps; sealed gateway state. */
export const telegramLogins = pgTable(
  'telegram_logins',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    stateEnc: text('state_enc').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('telegram_logins_expires_idx').on(t.expiresAt)],
);

/**
 * The user's sources: ones they summarized or followed, remembered with what the platform called
 * them so summaries and the Pulse can name them without asking the platform again. One row per user
 * and source. `followed` sources are read first by ingestion and the Pulse; an unfollowed source
 * stays listed (with its summaries) until it is deleted.
 */
export const sources = pgTable(
  'sources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform').$type<Platform>().notNull(),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    avatar: text('avatar'),
    followed: boolean('followed').notNull().default(true),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sources_user_platform_external_key').on(t.userId, t.platform, t.externalId)],
);

/**
 * Summaries a user asked for. `window_start`/`window_end` are the UTC instants [start, end) the
 * summary covers, fixed when it is created so a retry summarizes the same period; `attempts` counts
 * generation runs (queue retries included). Newest first per user.
 */
export const summaries = pgTable(
  'summaries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform').$type<Platform>().notNull(),
    sourceId: text('source_id').notNull(),
    options: jsonb('options').$type<SummaryOptions>().notNull(),
    status: text('status').$type<SummaryStatus>().notNull().default('pending'),
    content: text('content'),
    error: text('error'),
    source: jsonb('source').$type<SummarySource>(),
    /**
     * What a list item shows, kept by PostgreSQL beside the row: reading them from
     * `source` (tens of kB of jsonb) and `content` for each listed row was most of the list query's
     * time. Written on every insert and update of `content` or `source`, never by the app.
     */
    contentPreview: text('content_preview').generatedAlwaysAs(
      sql.raw(`left(content, ${SUMMARY_LIST_CONTENT_MAX})`),
    ),
    sourceRef: text('source_ref').generatedAlwaysAs(sql.raw(`source->>'id'`)),
    sourceTitle: text('source_title').generatedAlwaysAs(sql.raw(`source->>'title'`)),
    windowStart: timestamptz('window_start'),
    windowEnd: timestamptz('window_end'),
    /**
     * The app language most of the fetched items were written in (digest/language.ts), null when
     * too short or mixed to tell: the setup form warns from it before the next summary of the source.
     */
    contentLanguage: text('content_language').$type<SummaryLanguage>(),
    attempts: integer('attempts').notNull().default(0),
    /** The pg-boss `summary.generate` job that will run (or runs) it: deleting cancels that job. */
    jobId: uuid('job_id'),
    /** The worker process running it (worker_heartbeats.id) while `processing`. */
    workerId: text('worker_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // Read backwards for "newest first" (see keyword_alerts_user_detected_idx).
    index('summaries_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('summaries_status_updated_idx').on(t.status, t.updatedAt),
  ],
);

/**
 * One row per worker process, touched every few seconds while it runs. pg-boss 10 has no heartbeat
 * of its own, so a `processing` summary whose worker stopped touching its row belongs to a dead
 * process and its job is handed back to the queue at once instead of after the job's expiry.
 */
export const workerHeartbeats = pgTable('worker_heartbeats', {
  id: text('id').primaryKey(),
  lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
});

/**
 * A job a worker process is running now, for the jobs that ask for it (`handBackWhenWorkerDies`):
 * written when the handler starts, deleted when it ends. A row whose worker stopped beating is a
 * job held by a dead process; the sweep cancels it and queues its payload again at once, instead
 * of pg-boss retrying it only after its expiry and the next maintenance (up to minutes).
 */
export const jobHolds = pgTable('job_holds', {
  jobId: uuid('job_id').primaryKey(),
  name: text('name').notNull(),
  workerId: text('worker_id').notNull(),
  data: jsonb('data').$type<unknown>().notNull(),
  startedAt: timestamptz('started_at').notNull().defaultNow(),
});

/**
 * Where ingestion stands per user and source: the newest publish time seen (the next run asks from a
 * little before it, so engagement of recent items is refreshed) and when the source was last read.
 */
export const ingestCursors = pgTable(
  'ingest_cursors',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform').$type<Platform>().notNull(),
    sourceId: text('source_id').notNull(),
    sourceName: text('source_name').notNull(),
    watermark: timestamptz('watermark'),
    lastFetchedAt: timestamptz('last_fetched_at').notNull(),
    lastError: text('last_error'),
  },
  (t) => [primaryKey({ name: 'ingest_cursors_pkey', columns: [t.userId, t.platform, t.sourceId] })],
);

/**
 * One row per user and platform once ingestion has run for it: when, and until when the platform
 * said to stop (a 429's reset), so the next run leaves that platform alone until then.
 */
export const ingestRuns = pgTable(
  'ingest_runs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform').$type<Platform>().notNull(),
    lastRunAt: timestamptz('last_run_at').notNull(),
    rateLimitedUntil: timestamptz('rate_limited_until'),
    lastError: text('last_error'),
  },
  (t) => [primaryKey({ name: 'ingest_runs_pkey', columns: [t.userId, t.platform] })],
);

/**
 * A user's prepared Pulse per UTC day (`day` is YYYY-MM-DD). `data` holds the built sections; saved
 * and feedback state are merged in when it is read. `emailed_at` marks the day's Pulse email as sent.
 */
export const pulses = pgTable(
  'pulses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    data: jsonb('data').$type<unknown>().notNull(),
    generatedAt: timestamptz('generated_at').notNull(),
    emailedAt: timestamptz('emailed_at'),
  },
  (t) => [primaryKey({ name: 'pulses_pkey', columns: [t.userId, t.day] })],
);

/** Highlights (content items) a user saved, with an optional note. */
export const savedHighlights = pgTable(
  'saved_highlights',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentItemId: uuid('content_item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    note: text('note'),
    savedAt: timestamptz('saved_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'saved_highlights_pkey', columns: [t.userId, t.contentItemId] }),
    index('saved_highlights_item_idx').on(t.contentItemId),
  ],
);

/** A user's answer to "Was this helpful?" on a highlight; answering again replaces it. */
export const highlightFeedback = pgTable(
  'highlight_feedback',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentItemId: uuid('content_item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    isHelpful: boolean('is_helpful').notNull(),
    givenAt: timestamptz('given_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'highlight_feedback_pkey', columns: [t.userId, t.contentItemId] }),
    index('highlight_feedback_item_idx').on(t.contentItemId),
  ],
);

/**
 * Invitation links an administrator made (SIGNUPS=invite). Keyed by the SHA-256 of the token, which
 * only travels in the link; single use: registering through it sets `used_at` and `used_by`.
 */
export const invites = pgTable(
  'invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invites_token_hash_key').on(t.tokenHash),
    index('invites_expires_idx').on(t.expiresAt),
  ],
);

export const ACCOUNT_TOKEN_PURPOSES = ['password_reset', 'email_verification'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * The links account emails carry (reset a password, verify an address): single-use, expiring, and
 * stored as a hash only, like invitations. `email` is the address the link was sent to: a
 * verification proves that address, not whichever the account has when the link is opened.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'account_tokens_purpose_check',
      sql`${t.purpose} in ('password_reset', 'email_verification')`,
    ),
    uniqueIndex('account_tokens_token_hash_key').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId),
    index('account_tokens_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Who may create an account (open, invite or closed) as an administrator chose it on the admin
 * screen; one row at most (`id` is always 1). Read again for every registration, so a change holds
 * at once on every replica. SIGNUPS in the environment, when set, overrides it (docs/decisions/0050).
 */
export const signupSettings = pgTable(
  'signup_settings',
  {
    id: integer('id').primaryKey().default(1),
    mode: text('mode').$type<SignupMode>().notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('signup_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * What the platform sandboxes remember across requests, shared by every API replica
 * (platforms/sandbox/shared-state.ts): `claim:` rows decide once (a code redeemed, a consent given),
 * `count:` rows are rate-limit windows, `pub:` rows are values every process keeps in memory
 * (revocations, switches, faults). Rows past `expires_at` are purged.
 */
export const sandboxShared = pgTable(
  'sandbox_shared',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('sandbox_shared_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Scheduled digests: a user's subscription to one source or a bundle of them, run at a wall-clock
 * time in `time_zone` (docs/decisions/0040). `next_run_at` is the next scheduled instant (null while
 * paused); `last_window_end` is where the previous run's window ended, so the next one starts there.
 */
export const digestSubscriptions = pgTable(
  'digest_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sources: jsonb('sources').$type<DigestSource[]>().notNull(),
    schedule: jsonb('schedule').$type<DigestSchedule>().notNull(),
    timeZone: text('time_zone').notNull(),
    tone: text('tone').$type<Tone>().notNull(),
    language: text('language').$type<SummaryLanguage>().notNull(),
    channels: jsonb('channels').$type<DigestChannels>().notNull(),
    paused: boolean('paused').notNull().default(false),
    nextRunAt: timestamptz('next_run_at'),
    lastWindowEnd: timestamptz('last_window_end'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('digest_subscriptions_user_idx').on(t.userId, t.createdAt),
    index('digest_subscriptions_due_idx').on(t.nextRunAt),
  ],
);

/**
 * One run of a digest: the window [window_start, window_end) it summarizes and the summaries it
 * made (one per source). Unique per (subscription, window end): of several workers claiming the
 * same slot, only one row is ever stored. `emailed_at` is claimed before the email is sent.
 */
export const digestRuns = pgTable(
  'digest_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => digestSubscriptions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    windowStart: timestamptz('window_start').notNull(),
    windowEnd: timestamptz('window_end').notNull(),
    status: text('status').$type<'pending' | 'completed' | 'failed'>().notNull().default('pending'),
    summaryIds: jsonb('summary_ids').$type<string[]>().notNull(),
    emailedAt: timestamptz('emailed_at'),
    /**
     * The `digests.deliver` job that claimed the email: if its worker dies before the run is
     * finished, the claim is given back (jobs/held-jobs.ts) and the handed-back job sends it.
     */
    emailJobId: uuid('email_job_id'),
    /** Claimed when the run's webhook message is queued, so it is queued once (like `emailed_at`). */
    webhookQueuedAt: timestamptz('webhook_queued_at'),
    deliveredAt: timestamptz('delivered_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('digest_runs_subscription_window_key').on(t.subscriptionId, t.windowEnd),
    index('digest_runs_user_window_idx').on(t.userId, t.windowEnd),
    index('digest_runs_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A user's private feed token, kept only as its SHA-256: the token travels in the feed address and
 * is shown once when made; making a new one replaces (revokes) the old.
 */
export const digestFeedTokens = pgTable(
  'digest_feed_tokens',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('digest_feed_tokens_hash_key').on(t.tokenHash)],
);

/**
 * A digest's webhook (docs/decisions/0047): where its runs are POSTed, signed with `secret` (sealed
 * with the app's secret box, since signing needs the secret itself). `consecutive_failures` counts
 * failed attempts in a row; at the limit the webhook is paused (`paused_at`, `paused_reason`) until
 * its owner resumes it.
 */
export const digestWebhooks = pgTable(
  'digest_webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => digestSubscriptions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    sealedSecret: text('sealed_secret').notNull(),
    /**
     * The secret a rotation replaced, sealed like the current one: deliveries are signed with both
     * until `previousSecretExpiresAt`, so a receiver still on the old secret keeps accepting them.
     */
    sealedPreviousSecret: text('sealed_previous_secret'),
    previousSecretExpiresAt: timestamptz('previous_secret_expires_at'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    pausedAt: timestamptz('paused_at'),
    pausedReason: text('paused_reason'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('digest_webhooks_subscription_key').on(t.subscriptionId),
    index('digest_webhooks_user_idx').on(t.userId),
  ],
);

/** One attempt to deliver a webhook message, for the owner's delivery log. */
export const digestWebhookDeliveries = pgTable(
  'digest_webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => digestWebhooks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    event: text('event').$type<'digest.delivered' | 'webhook.test'>().notNull(),
    runId: uuid('run_id').references(() => digestRuns.id, { onDelete: 'set null' }),
    attempt: integer('attempt').notNull(),
    outcome: text('outcome').$type<'succeeded' | 'failed'>().notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('digest_webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt)],
);

/**
 * Personal API tokens (docs/decisions/0048): kept only as the SHA-256 of the secret, with its first
 * characters in clear so a list can tell them apart. Revoking one deletes its row; deleting the
 * account deletes them all, and a disabled account's tokens are refused where they are checked.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    prefix: text('prefix').notNull(),
    scope: text('scope').$type<ApiTokenScope>().notNull(),
    /** Reaches /api/admin, while its user is an administrator. */
    admin: boolean('admin').notNull().default(false),
    /** Null: never expires. */
    expiresAt: timestamptz('expires_at'),
    lastUsedAt: timestamptz('last_used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('api_tokens_scope_check', sql`${t.scope} in ('read', 'read_write')`),
    uniqueIndex('api_tokens_token_hash_key').on(t.tokenHash),
    index('api_tokens_user_idx').on(t.userId),
  ],
);

/**
 * One fetch of a public source for one window, shared by every run that needs the same items
 * (docs/decisions/0051): the first run to insert the row fetches with its user's connection while
 * the others wait for `ready` and read `result`. `fetching` rows hold a lease (`claimed_until`) the
 * fetcher renews, so a run whose worker died is taken over. `private` says the platform did not
 * call the source public: every run then fetches it with its own connection. No user is stored:
 * only content anyone may read lands here, and it is purged a day later.
 */
export const sharedFetches = pgTable(
  'shared_fetches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platform: text('platform').$type<Platform>().notNull(),
    sourceId: text('source_id').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    windowEnd: timestamptz('window_end').notNull(),
    /** Whatever else shapes the answer (Reddit's sort); '' when nothing does. */
    variant: text('variant').notNull().default(''),
    status: text('status').$type<'fetching' | 'ready' | 'private'>().notNull(),
    claimedUntil: timestamptz('claimed_until'),
    /** The platform's answer (platforms/types FetchResult), written only by shared-fetch.ts. */
    result: jsonb('result').$type<unknown>(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shared_fetches_key').on(
      t.platform,
      t.sourceId,
      t.windowStart,
      t.windowEnd,
      t.variant,
    ),
    index('shared_fetches_created_idx').on(t.createdAt),
  ],
);
