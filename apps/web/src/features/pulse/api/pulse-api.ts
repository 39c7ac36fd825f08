import type { HighlightFeedback, Pulse, SavedHighlight, SavedState } from '@socialpulse/contract';
import { apiRequest } from '@/lib/api-client';

// The response schemas (and zod) load with the first request, not with the screen (docs/decisions/0018).
const commonContract = () => import('@socialpulse/contract/common');
const pulseContract = () => import('@socialpulse/contract/pulse');

export const INVALID_PULSE_RESPONSE = 'Invalid pulse response from API';

const highlightPath = (id: string) => `/pulse/highlights/${encodeURIComponent(id)}`;

export async function fetchPulse(): Promise<Pulse> {
  const response = await apiRequest('/pulse', {
    schema: async () => (await pulseContract()).pulseResponseSchema,
    invalidMessage: INVALID_PULSE_RESPONSE,
  });
  return response.data;
}

export async function saveHighlight(id: string, note: string): Promise<SavedState> {
  const trimmed = note.trim();
  const response = await apiRequest(`${highlightPath(id)}/save`, {
    method: 'POST',
    json: trimmed === '' ? {} : { note: trimmed },
    schema: async () => (await pulseContract()).savedStateResponseSchema,
    invalidMessage: INVALID_PULSE_RESPONSE,
  });
  return response.data;
}

export const UNSAVED: SavedState = { isSaved: false, note: null, savedAt: null };

/** The answer may carry the new saved state or nothing; either way the highlight is no longer saved. */
export async function unsaveHighlight(id: string): Promise<SavedState> {
  await apiRequest(`${highlightPath(id)}/save`, {
    method: 'DELETE',
    schema: async () => (await commonContract()).okEnvelopeSchema,
    invalidMessage: INVALID_PULSE_RESPONSE,
  });
  return UNSAVED;
}

export async function sendHighlightFeedback(
  id: string,
  isHelpful: boolean,
): Promise<HighlightFeedback> {
  const response = await apiRequest(`${highlightPath(id)}/feedback`, {
    method: 'POST',
    json: { isHelpful },
    schema: async () => (await pulseContract()).highlightFeedbackResponseSchema,
    invalidMessage: INVALID_PULSE_RESPONSE,
  });
  return response.data;
}

/** The user's saved highlights with their notes, newest saved first. */
export async function fetchSavedHighlights(): Promise<SavedHighlight[]> {
  const response = await apiRequest('/pulse/saved', {
    schema: async () => (await pulseContract()).savedHighlightListResponseSchema,
    invalidMessage: INVALID_PULSE_RESPONSE,
  });
  return response.data;
}
