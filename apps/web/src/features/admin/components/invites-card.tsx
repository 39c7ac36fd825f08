import type { CreatedInvite } from '@socialpulse/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, Link2, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { createInvite, fetchInvites, withdrawInvite } from '@/features/admin/api/admin-api';
import { adminLive } from '@/features/admin/hooks/use-admin-users';
import { errorMessage } from '@/lib/api-error';
import { translateMessage } from '@/lib/messages';
import { toast } from '@/lib/toast';
import { dateTimeFormat } from '@/lib/format';

const invitesKey = ['admin', 'invites'] as const;

/** The link is built on the address the admin uses, which is the one invitees will open too. */
function linkOf(invite: CreatedInvite): string {
  return `${window.location.origin}/auth?invite=${encodeURIComponent(invite.token)}`;
}

export function InvitesCard() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<{ invite: CreatedInvite; at: number } | undefined>();
  const invites = useQuery({ queryKey: invitesKey, queryFn: fetchInvites, ...adminLive });
  // The new link stays on screen until a list fetched after it no longer has it (it was used).
  const shown =
    created &&
    (invites.dataUpdatedAt <= created.at ||
      invites.data?.some((invite) => invite.id === created.invite.id) !== false)
      ? created.invite
      : undefined;
  const failed = (error: unknown) =>
    toast.error(
      t('ops.actionFailed', {
        message: translateMessage(t, errorMessage(error, t('errors.generic'))),
      }),
    );
  const create = useMutation({
    mutationFn: createInvite,
    onSuccess: (invite) => {
      setCreated({ invite, at: Date.now() });
      toast.success(t('ops.inviteCreated'));
      void queryClient.invalidateQueries({ queryKey: invitesKey });
    },
    onError: failed,
  });
  const withdraw = useMutation({
    mutationFn: withdrawInvite,
    onSuccess: (_data, id) => {
      if (created?.invite.id === id) setCreated(undefined);
      toast.success(t('ops.withdrawn'));
      void queryClient.invalidateQueries({ queryKey: invitesKey });
    },
    onError: failed,
  });

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('ops.copied'));
    } catch {
      toast.error(t('ops.copyFailed'));
    }
  };
  const date = (iso: string) =>
    dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));

  return (
    <Card aria-labelledby="invites-title">
      <CardHeader>
        <CardTitle id="invites-title">{t('ops.invitesTitle')}</CardTitle>
        <CardDescription>{t('ops.invitesHint')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div>
          <Button onClick={() => create.mutate()} disabled={create.isPending}>
            <Link2 aria-hidden="true" />
            {create.isPending ? t('ops.creatingInvite') : t('ops.createInvite')}
          </Button>
        </div>
        {shown && (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="invite-link">{t('ops.inviteLinkLabel')}</Label>
            <div className="flex gap-2">
              <Input
                id="invite-link"
                readOnly
                value={linkOf(shown)}
                onFocus={(e) => e.target.select()}
              />
              <Button variant="secondary" onClick={() => void copy(linkOf(shown))}>
                <Copy aria-hidden="true" />
                {t('ops.copy')}
              </Button>
            </div>
            <p className="text-xs text-muted-foreground">
              {t('ops.expires', { date: date(shown.expiresAt) })}
            </p>
          </div>
        )}
        {invites.data && invites.data.length > 0 && (
          <div className="space-y-2">
            <p className="text-sm text-muted-foreground">
              {t('ops.openInvites', { count: invites.data.length })}
            </p>
            <ul className="divide-y divide-border rounded-md border border-border">
              {invites.data.map((invite) => (
                <li
                  key={invite.id}
                  className="flex items-center justify-between gap-2 px-3 py-2 text-sm"
                >
                  <span>{t('ops.expires', { date: date(invite.expiresAt) })}</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => withdraw.mutate(invite.id)}
                    disabled={withdraw.isPending}
                  >
                    <X aria-hidden="true" />
                    {t('ops.withdraw')}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
