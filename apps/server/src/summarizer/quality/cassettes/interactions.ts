/**
 * The HTTP exchanges a recorded test cassette holds: betamax JSON (praw) and vcrpy YAML or JSON
 * (tweepy) both keep `interactions[].request.uri` and `interactions[].response.body`. A body may be
 * plain text, base64 (`base64_string`, or YAML's `!!binary`) and gzip-compressed, so each is turned
 * back into the text the server sent.
 */
import { gunzipSync } from 'node:zlib';
import { parse } from 'yaml';
import { isRecord, type Json } from '@/summarizer/quality/cassettes/json';

export interface Interaction {
  uri: string;
  body: string;
}

function bytesOf(body: Json): Uint8Array | null {
  if (typeof body.base64_string === 'string') return Buffer.from(body.base64_string, 'base64');
  if (typeof body.string === 'string') return Buffer.from(body.string, 'utf8');
  if (body.string instanceof Uint8Array) return body.string;
  return null;
}

function textOf(bytes: Uint8Array): string {
  // gzip's magic number: the recorder kept the compressed bytes the server sent.
  const gzipped = bytes.length > 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
  return Buffer.from(gzipped ? gunzipSync(bytes) : bytes).toString('utf8');
}

/** The cassette's exchanges with a readable body; `name` tells JSON from YAML by its extension. */
export function readInteractions(name: string, content: string): Interaction[] {
  let doc: unknown;
  try {
    doc = /\.ya?ml$/iu.test(name) ? parse(content) : JSON.parse(content);
  } catch (error) {
    throw new Error(`${name}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  if (!isRecord(doc) || !Array.isArray(doc.interactions))
    throw new Error(`${name}: not a cassette (no "interactions" list)`);
  const out: Interaction[] = [];
  for (const i of doc.interactions as unknown[]) {
    if (!isRecord(i) || !isRecord(i.request) || !isRecord(i.response)) continue;
    const uri = i.request.uri;
    const body = i.response.body;
    if (typeof uri !== 'string' || !isRecord(body)) continue;
    const bytes = bytesOf(body);
    if (bytes !== null && bytes.length > 0) out.push({ uri, body: textOf(bytes) });
  }
  return out;
}

/** The body as JSON, or undefined when it is not JSON (HTML error pages, empty answers). */
export function jsonBody(interaction: Interaction): unknown {
  try {
    return JSON.parse(interaction.body) as unknown;
  } catch {
    return undefined;
  }
}
