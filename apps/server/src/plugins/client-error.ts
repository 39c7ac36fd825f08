import type { ErrorCode, ErrorEnvelope } from '@socialpulse/contract';
import type { FastifyBaseLogger } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

interface ClientErrorAnswer {
  status: number;
  code: ErrorCode;
  message: string;
}

/**
 * Node's HTTP parser errors, which reach no route: the request never became one. llhttp counts the
 * request line towards the header limit (16 KB), so an overlong URL is a 431 as well.
 */
const ANSWERS: Record<string, ClientErrorAnswer> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'HEADERS_TOO_LARGE',
    message: 'Request headers (with the URL) are too large',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'REQUEST_TIMEOUT',
    message: 'The request took too long to arrive',
  },
};

const MALFORMED: ClientErrorAnswer = {
  status: 400,
  code: 'BAD_REQUEST',
  message: 'Malformed HTTP request',
};

/** The raw HTTP/1.1 answer for a parser error: the usual envelope, closed after. */
export function clientErrorResponse(errorCode: string | undefined): string {
  const answer = (errorCode && ANSWERS[errorCode]) || MALFORMED;
  const envelope: ErrorEnvelope = { success: false, message: answer.message, error: answer.code };
  const body = JSON.stringify(envelope);
  return [
    `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * Fastify's `clientErrorHandler`: replaces its bare `{"error":"Bad Request","message":"Client
 * Error"}` with the envelope every other answer uses.
 */
export function answerClientError(
  this: { log: FastifyBaseLogger },
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ code: error.code }, 'client error');
  if (socket.writable) socket.write(clientErrorResponse(error.code));
  socket.destroy(error);
}
