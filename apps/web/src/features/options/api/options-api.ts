import type { Options } from '@socialpulse/contract';
import { apiRequest } from '@/lib/api-client';

// The response schemas (and zod) load with the first request, not with the screen (docs/decisions/0018).
const contract = () => import('@socialpulse/contract/options');

export const INVALID_OPTIONS_RESPONSE = 'Invalid options response from API';

export async function fetchOptions(): Promise<Options> {
  const response = await apiRequest('/options', {
    schema: async () => (await contract()).optionsResponseSchema,
    invalidMessage: INVALID_OPTIONS_RESPONSE,
  });
  return response.data;
}
