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

  /** The secret a rotation replaced; its own context, so it never opens as the current one. */
  sealPrevious(webhook: { id: string; userId: string }, secret: string): string {
    return this.box.seal(secret, previousContext(webhook));
  }

  /**
   * The secrets that sign a delivery at `now`: the current one, then the previous one while its
   * overlap after a rotation lasts (docs/decisions/0060).
   */
  signing(
    webhook: {
      id: string;
      userId: string;
      sealedSecret: string;
      sealedPreviousSecret: string | null;
      previousSecretExpiresAt: Date | null;
    },
    now: Date,
  ): string[] {
    const current = this.open(webhook);
    const { sealedPreviousSecret: sealed, previousSecretExpiresAt: until } = webhook;
    if (!sealed || !until || until <= now) return [current];
    return [current, this.box.open(sealed, previousContext(webhook))];
  }
}

const context = (webhook: { id: string; userId: string }) =>
  `digest-webhook:${webhook.userId}:${webhook.id}`;
const previousContext = (webhook: { id: string; userId: string }) =>
  `digest-webhook-previous:${webhook.userId}:${webhook.id}`;
