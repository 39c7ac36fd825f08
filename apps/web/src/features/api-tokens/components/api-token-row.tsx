import type { ApiToken } from '@socialpulse/contract';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';

/** One token in a list: its name, first characters, scope, dates, and a revoke button. */
export function ApiTokenRow({
  token,
  owner,
  onRevoke,
}: {
  token: ApiToken;
  /** Whose it is, on the admin screen. */
  owner?: ReactNode;
  onRevoke: () => void;
}) {
  const { t, i18n } = useTranslation();
  const when = (iso: string) => formatDateTime(new Date(iso), i18n.language);
  return (
    <li
      data-testid="api-token"
      data-name={token.name}
      className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
    >
      <div className="min-w-0 space-y-1 text-sm">
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="font-medium break-all">{token.name}</span>
          <Badge tone={token.scope === 'read' ? 'neutral' : 'accent'}>
            {t(token.scope === 'read' ? 'apiTokens.scopeRead' : 'apiTokens.scopeReadWrite')}
          </Badge>
          {token.admin && <Badge tone="accent">{t('apiTokens.adminBadge')}</Badge>}
          {token.expired && <Badge tone="danger">{t('apiTokens.expired')}</Badge>}
        </div>
        {owner}
        <code className="block font-mono text-xs text-muted-foreground">{token.prefix}…</code>
        <p className="text-xs text-muted-foreground">
          {[
            t('apiTokens.createdAt', { time: when(token.createdAt) }),
            token.expiresAt === null
              ? t('apiTokens.expiresNever')
              : t(token.expired ? 'apiTokens.expiredAt' : 'apiTokens.expiresAt', {
                  time: when(token.expiresAt),
                }),
            token.lastUsedAt === null
              ? t('apiTokens.neverUsed')
              : t('apiTokens.lastUsed', { time: when(token.lastUsedAt) }),
          ].join(' · ')}
        </p>
      </div>
      <Button
        variant="secondary"
        className="self-start"
        aria-label={t('apiTokens.revokeLabel', { name: token.name })}
        onClick={onRevoke}
      >
        <Trash2 aria-hidden="true" />
        {t('apiTokens.revoke')}
      </Button>
    </li>
  );
}
