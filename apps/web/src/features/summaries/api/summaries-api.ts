import {
  summaryDeleteResponseSchema,
  summaryListResponseSchema,
  summaryResponseSchema,
  type Summary,
  type SummaryCreateInputRaw,
} from '@socialpulse/contract';
import { apiRequest } from '@/lib/api-client';

/** SPEC §5: every summaries answer is checked against the contract. */
export const SUMMARY_RESPONSE_MESSAGES = {
  list: 'Invalid summaries response from API',
  one: 'Invalid summary response from API',
  create: 'Invalid summary creation response from API',
  delete: 'Invalid summary deletion response from API',
} as const;

export async function fetchSummaries(): Promise<Summary[]> {
  const response = await apiRequest('/summaries', {
    schema: summaryListResponseSchema,
    invalidMessage: SUMMARY_RESPONSE_MESSAGES.list,
  });
  return response.data;
}

export async function fetchSummary(id: string): Promise<Summary> {
  const response = await apiRequest(`/summaries/${encodeURIComponent(id)}`, {
    schema: summaryResponseSchema,
    invalidMessage: SUMMARY_RESPONSE_MESSAGES.one,
  });
  return response.data;
}

export async function createSummary(input: SummaryCreateInputRaw): Promise<Summary> {
  const response = await apiRequest('/summaries', {
    method: 'POST',
    json: input,
    schema: summaryResponseSchema,
    invalidMessage: SUMMARY_RESPONSE_MESSAGES.create,
  });
  return response.data;
}

export async function deleteSummary(id: string): Promise<void> {
  await apiRequest(`/summaries/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: summaryDeleteResponseSchema,
    invalidMessage: SUMMARY_RESPONSE_MESSAGES.delete,
  });
}

export async function deleteAllSummaries(): Promise<void> {
  await apiRequest('/summaries', {
    method: 'DELETE',
    schema: summaryDeleteResponseSchema,
    invalidMessage: SUMMARY_RESPONSE_MESSAGES.delete,
  });
}
