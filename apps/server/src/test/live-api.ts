/**
 * Calls a server running as its own process (a child process, a container) over real HTTP, as the
 * tests that kill or restart it must: JSON in, the envelope's `data` out, a failure as an error
 * that carries the status and the body.
 */
export async function liveApi<T>(
  origin: string,
  token: string | null,
  method: string,
  url: string,
  body?: object,
): Promise<T> {
  const res = await fetch(`${origin}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}
