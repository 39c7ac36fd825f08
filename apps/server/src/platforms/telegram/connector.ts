import { atUsername, type TelegramSource } from '@socialpulse/contract';
import type { ContentConnector } from '@/platforms/connector';
import type { TelegramDialog, TelegramGateway } from '@/platforms/telegram/gateway';
import { dialogToSource, toContentItem } from '@/platforms/telegram/mappers';
import { inWindow, resolveCaps } from '@/platforms/shared/caps';
import type { ContentItem, FetchResult, FetchWindow, PlatformProfile } from '@/platforms/types';

/** A connected Telegram account is its session string (stored encrypted by the caller). */
export interface TelegramAuth {
  session: string;
}

/**
 * Telegram has no OAuth: the route layer drives the login through `gateway` (sendCode → signIn →
 * checkPassword) and stores the session; this connector reads with it.
 */
export class TelegramConnector implements ContentConnector<
  'telegram',
  TelegramAuth,
  TelegramSource
> {
  readonly platform = 'telegram' as const;
  readonly authKind = 'telegram' as const;
  readonly sandboxed: boolean;

  constructor(readonly gateway: TelegramGateway) {
    this.sandboxed = gateway.sandboxed;
  }

  async getProfile(auth: TelegramAuth): Promise<PlatformProfile> {
    const me = await this.gateway.getMe(auth.session);
    return {
      externalId: me.id,
      username: me.username ?? [me.firstName, me.lastName].filter(Boolean).join(' '),
      avatar: me.avatar ?? null,
    };
  }

  async listSources(auth: TelegramAuth): Promise<TelegramSource[]> {
    return (await this.gateway.getDialogs(auth.session, { limit: 100 })).map(dialogToSource);
  }

  async fetchItems(
    auth: TelegramAuth,
    sourceId: string,
    window: FetchWindow,
  ): Promise<FetchResult> {
    const caps = resolveCaps(window);
    const dialog: Pick<TelegramDialog, 'id' | 'title' | 'username' | 'kind'> = (
      await this.gateway.getDialogs(auth.session, { limit: 100 })
    ).find((d) => d.id === sourceId) ?? { id: sourceId, title: 'Telegram chat', kind: 'private' };
    const shared = isPublicChannel(dialog);
    const items: ContentItem[] = [];
    const done = (truncated: boolean): FetchResult => ({
      items,
      truncated,
      sourceTitle: dialog.title,
      ...(shared && items.length > 0 ? { publicSource: true } : {}),
    });
    let offsetId: number | undefined;
    for (let page = 0; page < caps.maxPages; page++) {
      const batch = await this.gateway.getMessages(auth.session, sourceId, {
        since: window.since,
        until: window.until,
        limit: 100,
        ...(offsetId !== undefined ? { offsetId } : {}),
      });
      for (const m of batch) {
        if (!inWindow(new Date(m.date * 1000), window)) continue;
        if (items.length >= caps.maxItems) return done(true);
        // A shared answer must not say who fetched it: the channel's own posts by its admin
        // are the channel's, not "You".
        items.push(toContentItem(shared ? { ...m, out: false } : m, dialog, caps));
      }
      const last = batch[batch.length - 1];
      if (batch.length < 100 || !last) return done(false);
      offsetId = last.id;
    }
    return done(true);
  }

  disconnect(auth: TelegramAuth): Promise<void> {
    return this.gateway.logout(auth.session);
  }
}

/**
 * A broadcast channel with a public username is readable by anyone, member or not, and shows
 * everyone the same posts; groups (even public ones, whose member list and replies differ by who
 * reads), private chats and channels without a username never are (docs/decisions/0051). The
 * dialog is the one Telegram listed in this very fetch.
 */
export function isPublicChannel(dialog: Pick<TelegramDialog, 'kind' | 'username'>): boolean {
  return dialog.kind === 'channel' && atUsername('telegram', dialog.username ?? '') !== null;
}
