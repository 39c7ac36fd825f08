import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { SandboxSignIn } from '@/config/sign-in-env';

/** Headers a reverse proxy adds: a request carrying one came from somewhere else. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

function isLoopbackAddress(address: string): boolean {
  const bare = address.replace(/^::ffff:/i, '');
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return bare === '::1';
}

function isLoopbackHost(host: string): boolean {
  const name = host
    .replace(/:\d+$/, '')
    .replace(/^\[(.*)\]$/, '$1')
    .toLowerCase();
  return name === 'localhost' || isLoopbackAddress(name);
}

/**
 * A browser on this very machine: it connected over loopback, to a loopback name, with no proxy
 * between (a proxy on the same machine also connects over loopback, so its headers give it away).
 * All three, because each alone can be true of a request from the network.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  return (
    isLoopbackAddress(request.ip) &&
    isLoopbackHost(request.host) &&
    FORWARDING_HEADERS.every((name) => request.headers[name] === undefined)
  );
}

/**
 * Whether the Google sandbox's sign-in is offered to this request. The sandbox proves no one's
 * identity to anyone but the browser that made it, so by default it is a way to try the app on
 * one's own computer and nothing more (SANDBOX_SIGN_IN).
 */
export function sandboxSignInOffered(
  mode: SandboxSignIn,
  request: FastifyRequest,
  publicUrl: string,
): boolean {
  if (mode === 'on') return true;
  if (mode === 'off') return false;
  // A PUBLIC_URL elsewhere means a proxy serves the app to others: one on this machine that adds
  // no forwarding headers and passes a loopback Host (nginx's defaults) would look local.
  return isLoopbackHost(new URL(publicUrl).host) && isLocalRequest(request);
}
