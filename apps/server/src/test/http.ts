import type { AuthResult, FieldError, Options, Settings, User } from '@socialpulse/contract';
import type { LightMyRequestResponse } from 'fastify';

/** The envelope as tests read it: either side's fields, all optional, none `any`. */
export interface Body {
  success: boolean;
  message?: string;
  error?: string;
  errors?: FieldError[];
  data?: unknown;
}

export function body(res: LightMyRequestResponse): Body {
  return res.json<Body>();
}

/** The `data` of a success envelope, typed as the caller says it is (the serializer checked it). */
export function dataOf<T>(res: LightMyRequestResponse): T {
  return res.json<{ data: T }>().data;
}

export const authData = (res: LightMyRequestResponse) => dataOf<AuthResult>(res);
export const userData = (res: LightMyRequestResponse) => dataOf<User>(res);
export const settingsData = (res: LightMyRequestResponse) => dataOf<Settings>(res);
export const optionsData = (res: LightMyRequestResponse) => dataOf<Options>(res);
export const tokenData = (res: LightMyRequestResponse) =>
  dataOf<{ accessToken: string; refreshToken: string }>(res);
