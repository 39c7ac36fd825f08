import type {
  Summary,
  SummaryCreateInputRaw,
  SummaryEventsTicket,
  SummaryListFilters,
  SummaryListPage,
  SummaryRegenerateInput,
} from '@socialpulse/contract';
import { apiRequest } from '@/lib/api-client';

// The response schemas (and zod) load with the first request, not with the screen (docs/decisions/0018).
const contract = () => import('@socialpulse/contract/summaries');

/** Every summaries answer is checked against the contract. */
export const SUMMARY_RESPONSE_MESSAGES = {
  list: 'Invalid summaries response from API',
  one: 'Invalid summary response from API',
  create: 'Invalid summary creation response from API',
  delete: 'Invalid summary deletion response from API',
} as const;

/**
 * One page of the list, newest first: the first without a cursor, then each `nextCursor`, with the
 * same filters every time.
 */
export async function fetchSummaries(
  cursor?: string,
  filters: SummaryListFilters = {},
): Promise<SummaryListPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (typeof value === 'string' && value !== '') params.set(key, value);
  if (cursor !== undefined) params.set('cursor', cursor);
  const query = params.size === 0 ? '' : `?${params.toString()}`;
  return apiRequest(`/summaries${query}`, {
    schema: async () => (await contract()).summaryListResponseSchema,
    invalidMessage: SUMMARY_RESPONSE_MESSAGES.list,
  });
}

export async function fetchSummary(id: string): Promise<Summary> {
  const response = await apiRequest(`/summaries/${encodeURIComponent(id)}`, {
    schema: async () => (await contract()).summaryResponseSchema,
    invalidMessage: SUMMARY_RESPONSE_MESSAGES.one,
  });
  return response.data;
}

export async function createSummary(input: SummaryCreateInputRaw): Promise<Summary> {
  const response = await apiRequest('/summaries', {
    method: 'POST',
    json: input,
    schema: async () => (await contract()).summaryResponseSchema,
    invalidMessage: SUMMARY_RESPONSE_MESSAGES.create,
  });
  return response.data;
}

/** A new summary of the same source and window; the answer is the new one, pending. */
export async function regenerateSummary(
  id: string,
  input: SummaryRegenerateInput,
): Promise<Summary> {
  const response = await apiRequest(`/summaries/${encodeURIComponent(id)}/regenerate`, {
    method: 'POST',
    json: input,
    schema: async () => (await contract()).summaryResponseSchema,
    invalidMessage: SUMMARY_RESPONSE_MESSAGES.create,
  });
  return response.data;
}

export async function deleteSummary(id: string): Promise<void> {
  await apiRequest(`/summaries/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: async () => (await contract()).summaryDeleteResponseSchema,
    invalidMessage: SUMMARY_RESPONSE_MESSAGES.delete,
  });
}

export async function deleteAllSummaries(): Promise<void> {
  await apiRequest('/summaries', {
    method: 'DELETE',
    schema: async () => (await contract()).summaryDeleteResponseSchema,
    invalidMessage: SUMMARY_RESPONSE_MESSAGES.delete,
  });
}

/** A one-use ticket for the status stream (an EventSource cannot send the Authorization header). */
export async function fetchSummaryEventsTicket(): Promise<SummaryEventsTicket> {
  const response = await apiRequest('/summaries/events/ticket', {
    method: 'POST',
    schema: async () => (await contract()).summaryEventsTicketResponseSchema,
    invalidMessage: SUMMARY_RESPONSE_MESSAGES.list,
  });
  return response.data;
}
