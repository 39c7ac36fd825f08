import { optionsResponseSchema, type Options } from '@socialpulse/contract';
import { apiRequest } from '@/lib/api-client';

export const INVALID_OPTIONS_RESPONSE = 'Invalid options response from API';

export async function fetchOptions(): Promise<Options> {
  const response = await apiRequest('/options', {
    schema: optionsResponseSchema,
    invalidMessage: INVALID_OPTIONS_RESPONSE,
  });
  return response.data;
}
