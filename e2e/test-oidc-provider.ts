// The test OpenID provider, for journeys that start one of their own (admin.spec.ts); the shared
// one is started by playwright.config.ts through oidc-provider.ts.
export {
  startTestOidcProvider,
  type TestOidcProvider,
} from '../apps/server/src/test/oidc-provider';
