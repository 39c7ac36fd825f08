import formbody from '@fastify/formbody';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from '@/config/env';
import { createPlatformsFromEnv } from '@/config/platforms';
import type { Database } from '@/db/database';
import { accountRoutes } from '@/features/account/account.routes';
import { AccountService } from '@/features/account/account.service';
import { UserDeletion } from '@/features/account/user-deletion';
import { AccountMail } from '@/features/account/account-mail';
import { EmailVerificationService } from '@/features/account/email-verification.service';
import {
  DEFAULT_MAIL_LIMITS,
  MailThrottle,
  type MailLimits,
} from '@/features/account/mail-throttle';
import { passwordRoutes } from '@/features/account/password.routes';
import { PasswordsService } from '@/features/account/passwords.service';
import { createSmtpMailer, type Mailer } from '@/features/email/mailer';
import { promoteAdminEmail } from '@/features/admin/admin.repository';
import { apiTokensRoutes } from '@/features/api-tokens/api-tokens.routes';
import { ApiTokensService } from '@/features/api-tokens/api-tokens.service';
import { hasAdmin, setupCodeLogLine } from '@/features/auth/first-admin';
import { adminRoutes } from '@/features/admin/admin.routes';
import { AdminService } from '@/features/admin/admin.service';
import { SignupPolicy } from '@/features/auth/signup-policy';
import { AccessTokens } from '@/features/auth/access-token';
import { authRoutes } from '@/features/auth/auth.routes';
import { LiveSessions } from '@/features/auth/live-sessions';
import { AuthService } from '@/features/auth/auth.service';
import {
  DEFAULT_LOGIN_LIMITS,
  LoginThrottle,
  type LoginLimits,
} from '@/features/auth/login-throttle';
import { OidcClient } from '@/features/auth/oidc-client';
import { oidcSignInRoutes } from '@/features/auth/oidc-sign-in.routes';
import { OidcSignInService } from '@/features/auth/oidc-sign-in.service';
import { googleSignInRoutes } from '@/features/auth/google-sign-in.routes';
import { sandboxSignInOffered } from '@/features/auth/sandbox-sign-in-reach';
import { GoogleSignInService } from '@/features/auth/google-sign-in.service';
import { prepareDummyHash } from '@/features/auth/passwords';
import { SessionsService } from '@/features/auth/sessions.service';
import { appOrigins, sandboxRedirectUris } from '@/features/connections/app-origins';
import { ConnectionAccess } from '@/features/connections/connection-access';
import { ConnectionSecrets } from '@/features/connections/connection-secrets';
import { connectionsRoutes } from '@/features/connections/connections.routes';
import { ConnectionsService } from '@/features/connections/connections.service';
import { oauthConnectRoutes } from '@/features/connections/oauth-connect.routes';
import { OAuthConnectService } from '@/features/connections/oauth-connect.service';
import { telegramAuthRoutes } from '@/features/connections/telegram-auth.routes';
import { TelegramLoginService } from '@/features/connections/telegram-login.service';
import { healthRoutes } from '@/features/health/health.routes';
import { AlertScanner } from '@/features/keyword-alerts/alert-scanner';
import { keywordAlertsRoutes } from '@/features/keyword-alerts/keyword-alerts.routes';
import { KeywordAlertsService } from '@/features/keyword-alerts/keyword-alerts.service';
import { keywordBackfill } from '@/features/keyword-alerts/keyword-backfill';
import { trackedKeywordsRoutes } from '@/features/keyword-alerts/tracked-keywords.routes';
import { TrackedKeywordsService } from '@/features/keyword-alerts/tracked-keywords.service';
import { optionsRoutes } from '@/features/options/options.routes';
import { OAuthStatesService } from '@/features/oauth-states/oauth-states.service';
import { inProcessPulseBuilds } from '@/features/pulse/pulse-builds';
import { pulseRoutes } from '@/features/pulse/pulse.routes';
import { PulseService } from '@/features/pulse/pulse.service';
import { settingsRoutes } from '@/features/settings/settings.routes';
import { SettingsService } from '@/features/settings/settings.service';
import { sourcesRoutes } from '@/features/sources/sources.routes';
import { summariesRoutes } from '@/features/summaries/summaries.routes';
import { sourceLanguageRoutes } from '@/features/summaries/source-language.routes';
import { StreamTickets } from '@/features/summaries/stream-tickets';
import { SummaryEvents } from '@/features/summaries/summary-events';
import { summaryEventsRoutes } from '@/features/summaries/summary-events.routes';
import { SummariesService } from '@/features/summaries/summaries.service';
import { SourcesService } from '@/features/sources/sources.service';
import type { JobQueue } from '@/jobs/job-queue';
import { pulseBuildPort } from '@/jobs/pulse-build-port';
import { summaryQueuePort } from '@/jobs/summary-queue-port';
import { RequestLog } from '@/lib/request-log';
import { SecretBox } from '@/lib/secret-box';
import { digestsRoutes } from '@/features/digests/digests.routes';
import { EmailUnsubscribe, emailUnsubscribeTokens } from '@/features/email/email-unsubscribe';
import { emailRoutes } from '@/features/email/email.routes';
import { DigestsService } from '@/features/digests/digests.service';
import { WebhookSecrets } from '@/features/digests/webhook-secrets';
import { webhookSender } from '@/features/digests/webhook-sender';
import { webhooksRoutes } from '@/features/digests/webhooks.routes';
import { WebhooksService } from '@/features/digests/webhooks.service';
import { UnsubscribeTokens } from '@/features/digests/digest-tokens';
import type { PlatformRegistry } from '@/platforms/registry';
import { DatabaseSharedState } from '@/platforms/sandbox/database-shared-state';
import { registerPlatformSandboxes, type SandboxStates } from '@/platforms/sandbox/register';
import { authenticatePlugin } from '@/plugins/authenticate';
import { answerClientError } from '@/plugins/client-error';
import { answerFrameworkError, errorHandlerPlugin } from '@/plugins/error-handler';
import { metricsPlugin } from '@/plugins/metrics';
import { openapiPlugin } from '@/plugins/openapi';
import { sameOriginWritesPlugin } from '@/plugins/same-origin-writes';
import { refuseUnsafeTextPlugin } from '@/plugins/refuse-unsafe-text';
import { securityPlugin } from '@/plugins/security';
import { webAppPlugin } from '@/plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when the app was built without a queue (most tests). */
    jobs: JobQueue | null;
    /** Connectors of every platform (real service or sandbox, per the configured credentials). */
    platforms: PlatformRegistry;
    /** States of the mounted HTTP sandboxes (fault switches, token stores); empty when none is. */
    sandboxes: SandboxStates;
  }
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildAppOptions {
  env: Env;
  database: Database;
  appSecret: string;
  /** A logger shared with the worker (main.ts); tests leave it out to stay quiet. */
  logger?: FastifyBaseLogger;
  /** Injectable clock so tests can reach token expiry and throttle windows without waiting. */
  now?: () => Date;
  loginLimits?: Partial<LoginLimits>;
  mailLimits?: Partial<MailLimits>;
  /**
   * Sends the account emails (reset and verification links); built from SMTP_URL when absent.
   * `null` means none, as without SMTP_URL.
   */
  mailer?: Mailer | null;
  /** The queue features enqueue background work on; absent in tests that do not need one. */
  jobs?: JobQueue;
  /** Platform connectors; built from the environment when absent. */
  platforms?: PlatformRegistry;
}

/** The whole HTTP app, without listening: main.ts listens, tests use `app.inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const now = options.now ?? (() => new Date());
  // First, so unusable platform credentials fail the start before anything is built.
  const platforms = options.platforms ?? createPlatformsFromEnv(env, options.now);

  const app = Fastify({
    // Without a logger (most tests) Fastify makes none.
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: BODY_LIMIT_BYTES,
    // A hop count means "trust the nearest N proxies" (what proxy-addr does for a number).
    trustProxy: typeof env.trustProxy === 'number' ? trustHops(env.trustProxy) : env.trustProxy,
    // /api/docs and /api/docs/ are the same page.
    routerOptions: { ignoreTrailingSlash: true },
    // Errors met before any route runs answer the same envelope as the rest.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // One line per request instead of Fastify's two (lib/request-log.ts).
    logController: new RequestLog(),
  });
  app.decorate('jobs', options.jobs ?? null);
  app.decorate('platforms', platforms);
  // The API speaks JSON (and form bodies for register); a text/plain body is a client mistake: 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const accessTokens = new AccessTokens(options.appSecret);
  const apiTokens = new ApiTokensService(database.db, now);
  const sessions = new SessionsService(database.db, accessTokens, now);
  const throttle = new LoginThrottle(
    database.db,
    { ...DEFAULT_LOGIN_LIMITS, ...options.loginLimits },
    now,
  );
  const signups = new SignupPolicy(
    database.db,
    { signups: env.signups, adminEmail: env.adminEmail },
    now,
    options.appSecret,
  );
  await promoteAdminEmail(database.db, env.adminEmail);
  // Only the operator reads the log: the code in it is how the first administrator proves it.
  app.addHook('onReady', async () => {
    if (!(await hasAdmin(database.db))) app.log.warn(setupCodeLogLine(options.appSecret));
  });
  const mailer =
    options.mailer === undefined ? env.smtp && createSmtpMailer(env.smtp) : options.mailer;
  if (mailer && options.mailer === undefined) app.addHook('onClose', () => mailer.close());
  const accountMail = new AccountMail(mailer ?? undefined, env.publicUrl, app.log);
  const mailThrottle = new MailThrottle(
    database.db,
    { ...DEFAULT_MAIL_LIMITS, ...options.mailLimits },
    now,
  );
  const verification = new EmailVerificationService(database.db, mailThrottle, accountMail, now);
  const passwords = new PasswordsService(database.db, throttle, mailThrottle, accountMail, now);
  const auth = new AuthService(
    database.db,
    sessions,
    throttle,
    signups,
    env.signIn.passwordLogin,
    (user) => verification.afterRegistration(user),
  );
  const trackedKeywords = new TrackedKeywordsService(
    database.db,
    keywordBackfill({
      jobs: app.jobs,
      scanner: new AlertScanner(database.db, { now }),
      log: app.log,
    }),
  );

  const box = new SecretBox(options.appSecret);
  const secrets = new ConnectionSecrets(box);
  const oauthStates = new OAuthStatesService(database.db, box, now);
  const access = new ConnectionAccess(database.db, platforms, secrets, now, app.log);
  const origins = appOrigins(env);
  const googleOfferedTo = (request: FastifyRequest) =>
    googleSignInAllowed(env, platforms.googleSignIn.sandboxed) &&
    (!platforms.googleSignIn.sandboxed ||
      sandboxSignInOffered(env.signIn.sandboxSignIn, request, env.publicUrl));
  // One LISTEN per process for every open status stream; it starts once the app is ready.
  const summaryEvents = new SummaryEvents(database, app.log);
  app.addHook('onReady', () => summaryEvents.start());
  app.addHook('onClose', () => summaryEvents.stop());
  // Remembers live sessions; on PostgreSQL only once it hears session_ended (started when ready).
  const liveSessions = new LiveSessions(database);
  app.addHook('onReady', () => liveSessions.start());
  app.addHook('onClose', () => liveSessions.stop());

  await app.register(errorHandlerPlugin, { now });
  await app.register(refuseUnsafeTextPlugin);
  await app.register(metricsPlugin, { access: env.metrics });
  await app.register(securityPlugin, {
    corsOrigins: env.corsOrigins,
    rateLimitMax: env.rateLimitMax,
    // Several API replicas need PostgreSQL, so by default that is where they share the count; on
    // PGlite the app is one process and counts in memory, which costs no statement per request.
    // RATE_LIMIT_STORE=memory spares a single process on PostgreSQL that statement (decision 0059).
    rateLimitDb:
      database.kind === 'postgres' && env.rateLimitStore !== 'memory' ? database.db : undefined,
  });
  await app.register(sameOriginWritesPlugin, { origins: [...origins.all, ...env.corsOrigins] });
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  await app.register(openapiPlugin, { publicUrl: env.publicUrl });
  await app.register(authenticatePlugin, { accessTokens, liveSessions, apiTokens });

  await app.register(
    async (api) => {
      emptyBodiesAsObjects(api);
      await api.register(healthRoutes, { database });
      await api.register(optionsRoutes, {
        capabilities: { llm: env.llm !== undefined, email: env.smtp !== undefined },
        origins,
        signIn: (googleOffered) =>
          signInOptions(env, platforms.googleSignIn.sandboxed, googleOffered),
        googleOfferedTo,
      });
      await api.register(authRoutes, { auth, sessions });
      await api.register(passwordRoutes, { passwords, verification });
      await api.register(settingsRoutes, {
        settings: new SettingsService(database, trackedKeywords),
      });
      await api.register(trackedKeywordsRoutes, { keywords: trackedKeywords });
      await api.register(keywordAlertsRoutes, { alerts: new KeywordAlertsService(database.db) });
      await api.register(googleSignInRoutes, {
        google: new GoogleSignInService(
          database.db,
          platforms.googleSignIn,
          oauthStates,
          sessions,
          origins,
          signups,
          googleSignInAllowed(env, platforms.googleSignIn.sandboxed),
        ),
        offeredTo: googleOfferedTo,
      });
      if (env.signIn.oidc)
        await api.register(oidcSignInRoutes, {
          publicUrl: env.publicUrl,
          oidc: new OidcSignInService(
            database.db,
            new OidcClient(env.signIn.oidc),
            oauthStates,
            sessions,
            signups,
            `${env.publicUrl}/api/auth/oidc/callback`,
            app.log,
          ),
        });
      await api.register(connectionsRoutes, {
        connections: new ConnectionsService(database.db, platforms, secrets, app.log),
      });
      await api.register(oauthConnectRoutes, {
        oauth: new OAuthConnectService(database.db, platforms, oauthStates, secrets, origins),
      });
      await api.register(telegramAuthRoutes, {
        telegram: new TelegramLoginService(database.db, platforms, box, secrets, now),
      });
      await api.register(sourcesRoutes, { sources: new SourcesService(database.db, access) });
      await api.register(pulseRoutes, {
        pulse: new PulseService({
          db: database.db,
          now,
          // Built by a worker; only an app without a queue (tests) builds in its own process.
          builds: app.jobs
            ? pulseBuildPort(app.jobs)
            : inProcessPulseBuilds({
                db: database.db,
                access,
                now,
                log: app.log,
                scanner: new AlertScanner(database.db, { now }),
              }),
        }),
      });
      await api.register(summaryEventsRoutes, {
        events: summaryEvents,
        tickets: new StreamTickets(options.appSecret, database.db),
        db: database.db,
        onSessionsEnded: (listener) => liveSessions.onSessionsEnded(listener),
      });
      const summaries = new SummariesService(
        database,
        app.jobs ? summaryQueuePort(app.jobs) : null,
        now,
        app.log,
      );
      await api.register(summariesRoutes, { summaries });
      await api.register(sourceLanguageRoutes, { db: database.db });
      await api.register(digestsRoutes, {
        db: database.db,
        publicUrl: env.publicUrl,
        digests: new DigestsService(
          database.db,
          now,
          env.publicUrl,
          new UnsubscribeTokens(options.appSecret),
        ),
      });
      await api.register(emailRoutes, {
        unsubscribe: new EmailUnsubscribe(
          database.db,
          emailUnsubscribeTokens(options.appSecret),
          env.publicUrl,
        ),
      });
      await api.register(webhooksRoutes, {
        webhooks: new WebhooksService({
          db: database.db,
          now,
          publicUrl: env.publicUrl,
          secrets: new WebhookSecrets(box),
          send: webhookSender({ allowPrivate: env.webhookAllowPrivate }),
          policy: { allowPrivate: env.webhookAllowPrivate },
        }),
      });
      const deletion = new UserDeletion(database.db, summaries);
      await api.register(accountRoutes, {
        account: new AccountService(database.db, deletion, now),
      });
      await api.register(apiTokensRoutes, { tokens: apiTokens });
      await api.register(adminRoutes, {
        db: database.db,
        tokens: apiTokens,
        passwords,
        admin: new AdminService(database.db, deletion, signups, env.publicUrl, now),
      });
    },
    { prefix: '/api' },
  );

  // The fakes of platforms without credentials: outside /api and its auth, as the real services
  // are; their consent pages set their own CSP and their routes skip the general rate limit.
  // They are not our API, so they stay out of the OpenAPI document.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/sandbox/')) route.schema = { ...route.schema, hide: true };
  });
  // What the sandboxes remember lives in the database, so replicas need no sticky routing.
  const sandboxShared = new DatabaseSharedState(database);
  app.addHook('onReady', () => sandboxShared.start());
  app.addHook('onClose', () => sandboxShared.stop());
  app.decorate(
    'sandboxes',
    await registerPlatformSandboxes(app, {
      only: platforms.sandboxedServices(),
      shared: sandboxShared,
      appName: 'SocialPulse',
      // Their __sandbox switches act on every user's sandbox tokens: tests only.
      controlRoutes: env.platforms.sandboxTestControls,
      // Like the redirect URIs registered on a real app: the app's own callback pages only.
      redirectUris: sandboxRedirectUris(origins),
      ...(options.now ? { now: options.now } : {}),
    }),
  );

  await app.register(webAppPlugin, {
    webDist: env.webDist,
    signInFor: (request) =>
      signInOptions(env, platforms.googleSignIn.sandboxed, googleOfferedTo(request)),
  });
  app.addHook('onReady', prepareDummyHash);
  return app;
}

/**
 * The Google sandbox (no credentials) is a development convenience beside the password form; with
 * PASSWORD_LOGIN=off it would be a way in for anyone, so only real Google stays.
 */
function googleSignInAllowed(env: Env, sandboxed: boolean): boolean {
  return env.signIn.passwordLogin || !sandboxed;
}

function signInOptions(env: Env, googleSandboxed: boolean, googleOffered: boolean) {
  return {
    password: env.signIn.passwordLogin,
    google: googleOffered,
    googleSandbox: googleOffered && googleSandboxed,
    sso: env.signIn.oidc ? { name: env.signIn.oidc.displayName } : null,
  };
}

/**
 * A POST without a body validates as `{}`, so each missing field gets its own message. Only routes
 * with a body schema get the hook: on the others it would run for nothing.
 */
export function emptyBodiesAsObjects(api: FastifyInstance): void {
  api.addHook('onRoute', (route) => {
    if (!route.schema?.body) return;
    route.preValidation = [emptyBodyAsObject, ...[route.preValidation ?? []].flat()];
  });
}

function emptyBodyAsObject(request: FastifyRequest, _reply: FastifyReply, done: () => void) {
  if (request.body === undefined) request.body = {};
  done();
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}
