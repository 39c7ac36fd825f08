// The OpenID provider the journeys sign in at: panva's oidc-provider, started by playwright.config.ts
// as a process of its own beside the app (tests only; the app never starts it).
import { startTestOidcProvider } from '../apps/server/src/test/oidc-provider';

const port = Number(process.env.OIDC_PROVIDER_PORT);
const redirectUri = process.env.OIDC_REDIRECT_URI;
if (!Number.isInteger(port) || !redirectUri) {
  console.error('OIDC_PROVIDER_PORT and OIDC_REDIRECT_URI are required');
  process.exit(1);
}

const provider = await startTestOidcProvider({ port, redirectUris: [redirectUri] });
console.log(`test OpenID provider at ${provider.issuer}`);
const stop = () => void provider.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
