import type { ApiToken } from '@socialpulse/contract';
import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { ApiTokenRow } from '@/features/api-tokens/components/api-token-row';
import { CreateApiTokenDialog } from '@/features/api-tokens/components/create-api-token-dialog';
import { RevokeApiTokenDialog } from '@/features/api-tokens/components/revoke-api-token-dialog';
import { useApiTokens, useRevokeApiToken } from '@/features/api-tokens/hooks/use-api-tokens';
import { useAuthStore } from '@/features/auth/stores/auth-store';

/** Settings → API tokens: the caller's personal tokens, made here and revoked here. */
export function ApiTokensCard() {
  const { t } = useTranslation();
  const isAdmin = useAuthStore((s) => s.user?.isAdmin === true);
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | undefined>();

  return (
    <Card aria-labelledby="api-tokens-title">
      <CardHeader>
        <CardTitle id="api-tokens-title" className="flex items-center gap-2">
          <KeyRound aria-hidden="true" className="size-4" />
          {t('apiTokens.title')}
        </CardTitle>
        <CardDescription>{t('apiTokens.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {tokens.isPending ? (
          <Spinner className="size-5" />
        ) : tokens.isError ? (
          <LoadError
            title={t('apiTokens.loadFailed')}
            onRetry={() => void tokens.refetch()}
            retrying={tokens.isFetching}
          />
        ) : tokens.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('apiTokens.none')}</p>
        ) : (
          <ul aria-label={t('apiTokens.title')} className="divide-y divide-border">
            {tokens.data.map((token) => (
              <ApiTokenRow key={token.id} token={token} onRevoke={() => setRevoking(token)} />
            ))}
          </ul>
        )}
        <p className="text-xs text-muted-foreground">
          {t('apiTokens.howTo')}{' '}
          <a href="/api/docs" className="font-medium text-primary underline underline-offset-2">
            {t('apiTokens.docsLink')}
          </a>
        </p>
        <div>
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            {t('apiTokens.create')}
          </Button>
        </div>
      </CardContent>
      <CreateApiTokenDialog open={creating} onOpenChange={setCreating} isAdmin={isAdmin} />
      <RevokeApiTokenDialog
        token={revoking}
        busy={revoke.isPending}
        onCancel={() => setRevoking(undefined)}
        onConfirm={(token) => revoke.mutate(token.id, { onSettled: () => setRevoking(undefined) })}
      />
    </Card>
  );
}
