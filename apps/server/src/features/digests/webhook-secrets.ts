import type { SecretBox } from '@/lib/secret-box';

/**
 * Webhook signing secrets at rest: sealed with the app's secret box and bound to the webhook's id
 * and user, so a sealed value copied into another row does not open there.
 */
export class WebhookSecrets {
  constructor(private readonly box: SecretBox) {}

  seal(webhook: { id: string; userId: string }, secret: string): string {
    return this.box.seal(secret, context(webhook));
  }

  open(webhook: { id: string; userId: string; sealedSecret: string }): string {
    return this.box.open(webhook.sealedSecret, context(webhook));
  }
}

const context = (webhook: { id: string; userId: string }) =>
  `digest-webhook:${webhook.userId}:${webhook.id}`;
