import type { TrackedKeyword } from '@socialpulse/contract';
import type { FastifyInstance } from 'fastify';
import { dataOf } from '@/test/http';
import { bearer, type TestUser } from '@/test/users';

export const KEYWORDS_URL = '/api/keyword-alerts/keywords';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Signed-in calls to the keyword routes, as the web app makes them. */
export function keywordApi(app: () => FastifyInstance) {
  const send = (user: TestUser, method: Method, url: string, payload?: unknown) =>
    app().inject({
      method,
      url,
      headers: bearer(user.accessToken),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const list = async (user: TestUser) =>
    dataOf<TrackedKeyword[]>(await send(user, 'GET', KEYWORDS_URL));
  const create = async (user: TestUser, input: Record<string, unknown>) => {
    const res = await send(user, 'POST', KEYWORDS_URL, input);
    if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
    return dataOf<TrackedKeyword>(res);
  };
  return { send, list, create };
}
