import type { AdminApiToken } from '@socialpulse/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { ApiTokenRow } from '@/features/api-tokens/components/api-token-row';
import { RevokeApiTokenDialog } from '@/features/api-tokens/components/revoke-api-token-dialog';
import { useAllApiTokens, useRevokeAnyApiToken } from '@/features/api-tokens/hooks/use-api-tokens';

/** The admin screen's list of every user's API tokens, each with whose it is and a revoke button. */
export function AdminApiTokensCard() {
  const { t } = useTranslation();
  const tokens = useAllApiTokens();
  const revoke = useRevokeAnyApiToken();
  const [revoking, setRevoking] = useState<AdminApiToken | undefined>();

  return (
    <Card aria-labelledby="admin-api-tokens-title">
      <CardHeader>
        <CardTitle id="admin-api-tokens-title">{t('apiTokens.adminTitle')}</CardTitle>
        <CardDescription>{t('apiTokens.adminDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        {tokens.isPending ? (
          <Spinner className="size-5" />
        ) : tokens.isError ? (
          <LoadError
            title={t('apiTokens.loadFailed')}
            onRetry={() => void tokens.refetch()}
            retrying={tokens.isFetching}
          />
        ) : tokens.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('apiTokens.adminNone')}</p>
        ) : (
          <ul aria-label={t('apiTokens.adminTitle')} className="divide-y divide-border">
            {tokens.data.map((token) => (
              <ApiTokenRow
                key={token.id}
                token={token}
                owner={
                  <p className="text-xs break-all text-muted-foreground">
                    {t('apiTokens.owner', { name: token.username, email: token.email })}
                  </p>
                }
                onRevoke={() => setRevoking(token)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <RevokeApiTokenDialog
        token={revoking}
        busy={revoke.isPending}
        onCancel={() => setRevoking(undefined)}
        onConfirm={(token) => revoke.mutate(token.id, { onSettled: () => setRevoking(undefined) })}
      />
    </Card>
  );
}
