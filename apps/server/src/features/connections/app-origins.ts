import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';

/** Where OAuth popups may return: the app's own addresses. */
export interface AppOrigins {
  /** PUBLIC_URL as configured (it may carry a path when a proxy serves the app below one). */
  readonly publicUrl: string;
  /** PUBLIC_URL's origin: the only return address a real platform has registered. */
  readonly publicOrigin: string;
  /** PUBLIC_URL's origin, then the server's own loopback and LAN addresses on PORT. */
  readonly all: readonly string[];
  accepts(origin: string): boolean;
}

const EVERY_INTERFACE = ['0.0.0.0', '::', '[::]'];
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '::1', '[::1]'];

function originOf(address: string, port: number): string {
  const host = address.includes(':') && !address.startsWith('[') ? `[${address}]` : address;
  return `http://${host}:${port}`;
}

/**
 * The addresses a browser can open this server at without a proxy: every interface's when HOST is
 * 0.0.0.0 (what the start-up log prints), else HOST itself, plus "localhost" whenever loopback is
 * reachable. Link-local IPv6 addresses are left out: a browser cannot open them without a zone.
 */
export function appOrigins(
  env: { publicUrl: string; host: string; port: number },
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces(),
): AppOrigins {
  const publicOrigin = new URL(env.publicUrl).origin;
  const everywhere = EVERY_INTERFACE.includes(env.host);
  const addresses = everywhere
    ? Object.values(interfaces)
        .flatMap((list) => list ?? [])
        .filter((i) => !(i.family === 'IPv6' && i.address.toLowerCase().startsWith('fe80:')))
        .map((i) => i.address)
    : [env.host];
  const loopback = everywhere || LOOPBACK_NAMES.includes(env.host);
  const local = [...(loopback ? ['localhost', '127.0.0.1'] : []), ...addresses].map((a) =>
    originOf(a, env.port),
  );
  const all = [...new Set([publicOrigin, ...local])];
  return {
    publicUrl: env.publicUrl,
    publicOrigin,
    all,
    accepts: (origin) => all.includes(origin),
  };
}

/** Return addresses each sandbox accepts: the app's own callback pages, at every origin it accepts. */
export function sandboxRedirectUris(origins: AppOrigins): {
  reddit: string[];
  google: string[];
  twitter: string[];
} {
  // PUBLIC_URL itself, not its origin: a proxy may serve the app below a path.
  const bases = [origins.publicUrl, ...origins.all.filter((o) => o !== origins.publicOrigin)];
  const at = (paths: string[]) =>
    bases.flatMap((base) => paths.map((p) => `${base}/auth/callback/${p}`));
  // YouTube connects through Google's authorize endpoint, so Google's list carries its callback.
  return { reddit: at(['reddit']), google: at(['google', 'youtube']), twitter: at(['twitter']) };
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Said once at start when the server listens on every interface but PUBLIC_URL names this machine
 * only: the LAN addresses Fastify prints then reach the app, but a real platform returns to
 * PUBLIC_URL alone.
 */
export function publicUrlStartupWarning(env: {
  publicUrl: string;
  host: string;
}): string | undefined {
  if (!EVERY_INTERFACE.includes(env.host)) return undefined;
  if (!LOOPBACK_HOSTS.includes(new URL(env.publicUrl).hostname)) return undefined;
  return `PUBLIC_URL is ${env.publicUrl}, which only this machine can open, while the server listens on every interface. From another device, open one of the addresses above: sandboxed platforms connect from there, but platforms with real credentials connect only at PUBLIC_URL. To connect them from other devices, set PUBLIC_URL to the address you use (and register PUBLIC_URL/auth/callback/<platform> with the platform).`;
}

/** What to do when an OAuth popup cannot return to the address the app is open at. */
export function openAtPublicUrlMessage(publicUrl: string): string {
  return `This server's address is ${publicUrl} (PUBLIC_URL). Open SocialPulse at that address to connect accounts, or set PUBLIC_URL to the address you use.`;
}
