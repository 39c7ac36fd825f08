import { accountExportSchema, okEnvelopeSchema, successEnvelope } from '@socialpulse/contract';
import { apiRequest } from '@/lib/api-client';

const INVALID = 'Invalid account response from API';
const exportResponseSchema = successEnvelope(accountExportSchema);

/** Everything stored about the signed-in user, as the JSON text to save. */
export async function exportAccount(): Promise<{ json: string; day: string }> {
  const response = await apiRequest('/account/export', {
    schema: exportResponseSchema,
    invalidMessage: INVALID,
    timeoutMs: 60_000,
  });
  return {
    json: JSON.stringify(response.data, null, 2),
    day: response.data.exportedAt.slice(0, 10),
  };
}

export async function deleteAccount(password: string | undefined): Promise<void> {
  await apiRequest('/account', {
    method: 'DELETE',
    json: password === undefined ? {} : { password },
    schema: okEnvelopeSchema,
    invalidMessage: INVALID,
    refreshOn401: false,
  });
}
