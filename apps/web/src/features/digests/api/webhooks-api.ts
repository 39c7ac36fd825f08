import type { DigestWebhook, WebhookDelivery } from '@socialpulse/contract';
import { apiRequest } from '@/lib/api-client';
import { INVALID_DIGESTS_RESPONSE } from '@/features/digests/api/digests-api';

// The response schemas (and zod) load with the first request, not with the screen (docs/decisions/0018).
const commonContract = () => import('@socialpulse/contract/common');
const digestsContract = () => import('@socialpulse/contract/digests');

const webhookPath = (digestId: string) => `/digests/${encodeURIComponent(digestId)}/webhook`;

export async function fetchWebhook(digestId: string): Promise<DigestWebhook | null> {
  const response = await apiRequest(webhookPath(digestId), {
    schema: async () => (await digestsContract()).digestWebhookResponseSchema,
    invalidMessage: INVALID_DIGESTS_RESPONSE,
  });
  return response.data;
}

/** Sets the address; a new webhook's answer carries its secret, shown this once. */
export async function saveWebhook(digestId: string, url: string): Promise<DigestWebhook | null> {
  const response = await apiRequest(webhookPath(digestId), {
    method: 'PUT',
    json: { url },
    schema: async () => (await digestsContract()).digestWebhookResponseSchema,
    invalidMessage: INVALID_DIGESTS_RESPONSE,
  });
  return response.data;
}

export async function removeWebhook(digestId: string): Promise<void> {
  await apiRequest(webhookPath(digestId), {
    method: 'DELETE',
    schema: async () => (await commonContract()).okEnvelopeSchema,
    invalidMessage: INVALID_DIGESTS_RESPONSE,
  });
}

export async function resumeWebhook(digestId: string): Promise<DigestWebhook | null> {
  const response = await apiRequest(`${webhookPath(digestId)}/resume`, {
    method: 'POST',
    json: {},
    schema: async () => (await digestsContract()).digestWebhookResponseSchema,
    invalidMessage: INVALID_DIGESTS_RESPONSE,
  });
  return response.data;
}

/** A new signing secret, answered this once; the old one signs nothing more. */
export async function rotateWebhookSecret(digestId: string): Promise<DigestWebhook | null> {
  const response = await apiRequest(`${webhookPath(digestId)}/secret`, {
    method: 'POST',
    json: {},
    schema: async () => (await digestsContract()).digestWebhookResponseSchema,
    invalidMessage: INVALID_DIGESTS_RESPONSE,
  });
  return response.data;
}

export async function testWebhook(digestId: string): Promise<WebhookDelivery> {
  const response = await apiRequest(`${webhookPath(digestId)}/test`, {
    method: 'POST',
    json: {},
    schema: async () => (await digestsContract()).webhookDeliveryResponseSchema,
    invalidMessage: INVALID_DIGESTS_RESPONSE,
    // The receiver has ten seconds to answer; the request waits a little longer.
    timeoutMs: 20_000,
  });
  return response.data;
}

export async function fetchWebhookDeliveries(digestId: string): Promise<WebhookDelivery[]> {
  const response = await apiRequest(`${webhookPath(digestId)}/deliveries`, {
    schema: async () => (await digestsContract()).webhookDeliveryListResponseSchema,
    invalidMessage: INVALID_DIGESTS_RESPONSE,
  });
  return response.data;
}
