import type { FastifyInstance } from 'fastify';
import net, { type AddressInfo } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Listens on a free local port; `app.inject` skips Node's HTTP parser, these tests need it. */
export async function listenLocally(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/**
 * Writes `request` as is on a fresh connection and reads until the server closes it (send
 * `Connection: close`). Bytes the parser would refuse from any HTTP client can be sent this way.
 * The connection is not half-closed after writing: Node's server drops a request whose client
 * has ended its side before the answer is ready, which a busy machine turns into an empty reply.
 */
export function rawRequest(port: number, request: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failure: Error | undefined;
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server answers a parser error and closes while we may still be writing (EPIPE,
    // ECONNRESET): what it answered before that is the result.
    socket.on('error', (error) => {
      failure = error;
    });
    socket.on('close', () => {
      if (chunks.length === 0 && failure) {
        reject(failure);
        return;
      }
      try {
        resolve(parseResponse(Buffer.concat(chunks).toString('utf8')));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

function parseResponse(text: string): RawResponse {
  const split = text.indexOf('\r\n\r\n');
  if (split < 0) throw new Error(`no HTTP response: ${JSON.stringify(text.slice(0, 200))}`);
  const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status, headers, body: text.slice(split + 4) };
}
