import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  authorization: string | undefined;
  body: {
    model?: string;
    max_tokens?: number;
    messages?: { role: string; content: string }[];
  };
}

/** What the fake answers to one request; `hang` never answers (for timeouts). */
export type FakeAnswer =
  { status: number; body: string; headers?: Record<string, string> } | { hang: true };

export interface FakeChatServer {
  /** http://127.0.0.1:<port>/v1 */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Decides each answer; defaults to a fixed completion. */
  respond(handler: (request: RecordedRequest) => FakeAnswer): void;
  close(): Promise<void>;
}

export function completion(content: string, finishReason = 'stop'): FakeAnswer {
  return {
    status: 200,
    body: JSON.stringify({
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 1_760_600_000,
      model: 'fake-model',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    }),
  };
}

/** An OpenAI-compatible `POST /v1/chat/completions` on a real port, recording every request. */
export async function startFakeChatServer(): Promise<FakeChatServer> {
  const requests: RecordedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  let handler: (request: RecordedRequest) => FakeAnswer = () => completion('ok');
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'not found', type: 'not_found_error' } }));
        return;
      }
      const recorded: RecordedRequest = {
        authorization: req.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedRequest['body'],
      };
      requests.push(recorded);
      const answer = handler(recorded);
      if ('hang' in answer) {
        hanging.add(res);
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    respond(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The system and user messages of a recorded request, as one text. */
export function promptOf(request: RecordedRequest): string {
  return (request.body.messages ?? []).map((m) => m.content).join('\n');
}
