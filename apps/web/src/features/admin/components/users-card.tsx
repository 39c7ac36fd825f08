import type { AdminUser, AdminUsers } from '@socialpulse/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Ban, CircleCheck, KeyRound, ShieldCheck, ShieldOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PATHS } from '@/config/paths';
import { deleteUser, setUserAdmin, setUserDisabled } from '@/features/admin/api/admin-api';
import { ResetPasswordDialog } from '@/features/admin/components/reset-password-dialog';
import { adminUsersKey } from '@/features/admin/hooks/use-admin-users';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { errorMessage } from '@/lib/api-error';
import { translateMessage } from '@/lib/messages';
import { toast } from '@/lib/toast';
import { dateTimeFormat } from '@/lib/format';

export function UsersCard({ data, selfId }: { data: AdminUsers; selfId: string | undefined }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<AdminUser | undefined>();
  const [steppingDown, setSteppingDown] = useState(false);
  const [resetting, setResetting] = useState<AdminUser | undefined>();
  const navigate = useNavigate();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminUsersKey });
  const failed = (error: unknown) =>
    toast.error(
      t('ops.actionFailed', {
        message: translateMessage(t, errorMessage(error, t('errors.generic'))),
      }),
    );
  // The answer to a change is the row as it now is: show it at once, then refetch the list.
  const showRow = (user: AdminUser) => {
    queryClient.setQueryData<AdminUsers>(adminUsersKey, (old) =>
      old ? { ...old, users: old.users.map((u) => (u.id === user.id ? user : u)) } : old,
    );
    void refresh();
  };
  const toggle = useMutation({
    mutationFn: (user: AdminUser) => setUserDisabled(user.id, !user.disabled),
    onSuccess: (user) => {
      showRow(user);
      toast.success(
        t(user.disabled ? 'ops.disabledToast' : 'ops.enabledToast', { name: user.username }),
      );
    },
    onError: failed,
  });
  const role = useMutation({
    mutationFn: (user: AdminUser) => setUserAdmin(user.id, !user.isAdmin),
    onSuccess: (user) => {
      showRow(user);
      toast.success(
        t(user.isAdmin ? 'ops.madeAdminToast' : 'ops.removedAdminToast', { name: user.username }),
      );
    },
    onError: failed,
  });
  // The caller's own row: stepping down ends their access to this screen, so they leave it.
  const stepDown = useMutation({
    mutationFn: () => setUserAdmin(selfId ?? '', false),
    onSuccess: () => {
      const { user, setUser } = useAuthStore.getState();
      if (user) setUser({ ...user, isAdmin: false });
      setSteppingDown(false);
      queryClient.removeQueries({ queryKey: adminUsersKey });
      toast.success(t('ops.steppedDownToast'));
      void navigate(PATHS.settings, { replace: true });
    },
    onError: (error) => {
      setSteppingDown(false);
      failed(error);
    },
  });
  const remove = useMutation({
    mutationFn: (user: AdminUser) => deleteUser(user.id),
    onSuccess: () => {
      toast.success(t('ops.userDeleted'));
      setDeleting(undefined);
      void refresh();
    },
    onError: (error) => {
      setDeleting(undefined);
      failed(error);
    },
  });
  const when = (iso: string | null) =>
    iso === null
      ? t('ops.never')
      : dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(iso),
        );

  // The last enabled administrator cannot step down (the server refuses it), so it is not offered.
  const enabledAdmins = data.users.filter((u) => u.isAdmin && !u.disabled).length;
  const actions = (user: AdminUser) => (
    <UserActions
      user={user}
      self={user.id === selfId}
      canStepDown={enabledAdmins > 1}
      busy={role.isPending || toggle.isPending}
      onStepDown={() => setSteppingDown(true)}
      onRole={() => role.mutate(user)}
      onToggle={() => toggle.mutate(user)}
      onDelete={() => setDeleting(user)}
      onResetPassword={() => setResetting(user)}
    />
  );
  const identity = (user: AdminUser) => (
    <>
      <div className="flex flex-wrap items-center gap-1.5">
        <span className="font-medium">{user.username}</span>
        {user.isAdmin && <Badge tone="accent">{t('ops.adminBadge')}</Badge>}
        {user.disabled && <Badge tone="danger">{t('ops.disabledBadge')}</Badge>}
        {user.id === selfId && <Badge>{t('ops.you')}</Badge>}
      </div>
      <div className="break-all text-muted-foreground">{user.email}</div>
    </>
  );
  const platforms = (user: AdminUser) =>
    user.platforms.length > 0 ? user.platforms.join(', ') : t('ops.none');

  return (
    <Card aria-labelledby="users-title">
      <CardHeader>
        <CardTitle id="users-title">{t('ops.usersTitle')}</CardTitle>
      </CardHeader>
      <CardContent className="relative">
        {/* Phones and tablets: one card per user, every action in reach without scrolling sideways.
            The table needs a laptop's width to keep a row's actions on one line. */}
        <ul className="divide-y divide-border text-sm lg:hidden">
          {data.users.map((user) => (
            <li
              key={user.id}
              data-testid="admin-user-card"
              data-email={user.email}
              className="space-y-2 py-3"
            >
              {identity(user)}
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-muted-foreground">
                <dt>{t('ops.colLastSeen')}</dt>
                <dd className="text-foreground">{when(user.lastSeenAt)}</dd>
                <dt>{t('ops.colPlatforms')}</dt>
                <dd className="text-foreground">{platforms(user)}</dd>
                <dt>{t('ops.colSummaries')}</dt>
                <dd className="text-foreground tabular-nums">{user.summaryCount}</dd>
              </dl>
              {actions(user)}
            </li>
          ))}
        </ul>
        <table className="hidden w-full text-left text-sm lg:table">
          <thead className="text-xs text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('ops.colUser')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('ops.colLastSeen')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('ops.colPlatforms')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('ops.colSummaries')}
              </th>
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">{t('ops.colActions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {data.users.map((user) => (
              <tr key={user.id} data-testid="admin-user-row" data-email={user.email}>
                <td className="py-3 pr-3">{identity(user)}</td>
                <td className="py-3 pr-3 whitespace-nowrap">{when(user.lastSeenAt)}</td>
                <td className="py-3 pr-3">{platforms(user)}</td>
                <td className="py-3 pr-3 tabular-nums">{user.summaryCount}</td>
                <td className="py-3 whitespace-nowrap">{actions(user)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => {
          if (!open) setDeleting(undefined);
        }}
        title={t('ops.deleteUserTitle', { name: deleting?.username ?? '' })}
        description={t('ops.deleteUserDescription')}
        confirmLabel={t('ops.deleteUserConfirm')}
        busyLabel={t('ops.deleting')}
        cancelLabel={t('ops.cancel')}
        closeLabel={t('ops.close')}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        icon={<Trash2 aria-hidden="true" />}
      />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(undefined)} />
      <ConfirmDialog
        open={steppingDown}
        onOpenChange={setSteppingDown}
        title={t('ops.stepDownTitle')}
        description={t('ops.stepDownDescription')}
        confirmLabel={t('ops.stepDown')}
        busyLabel={t('ops.steppingDown')}
        cancelLabel={t('ops.cancel')}
        closeLabel={t('ops.close')}
        busy={stepDown.isPending}
        onConfirm={() => stepDown.mutate()}
        icon={<ShieldOff aria-hidden="true" />}
      />
    </Card>
  );
}

interface UserActionsProps {
  user: AdminUser;
  self: boolean;
  canStepDown: boolean;
  busy: boolean;
  onStepDown: () => void;
  onRole: () => void;
  onToggle: () => void;
  onDelete: () => void;
  onResetPassword: () => void;
}

/** What an administrator may do to a row: to their own, only step down; to others, everything. */
function UserActions({
  user,
  self,
  canStepDown,
  busy,
  onStepDown,
  onRole,
  onToggle,
  onDelete,
  onResetPassword,
}: UserActionsProps) {
  const { t } = useTranslation();
  if (self) {
    return (
      <div className="flex lg:justify-end">
        {canStepDown ? (
          <Button variant="secondary" size="sm" onClick={onStepDown}>
            <ShieldOff aria-hidden="true" />
            {t('ops.stepDown')}
          </Button>
        ) : (
          <span className="text-xs whitespace-normal text-muted-foreground">
            {t('ops.onlyAdmin')}
          </span>
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-1.5 lg:flex-nowrap lg:justify-end">
      <Button variant="secondary" size="sm" onClick={onRole} disabled={busy}>
        {user.isAdmin ? <ShieldOff aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
        {user.isAdmin ? t('ops.removeAdmin') : t('ops.makeAdmin')}
      </Button>
      <Button variant="secondary" size="sm" onClick={onToggle} disabled={busy}>
        {user.disabled ? <CircleCheck aria-hidden="true" /> : <Ban aria-hidden="true" />}
        {user.disabled ? t('ops.enable') : t('ops.disable')}
      </Button>
      <Button variant="secondary" size="sm" onClick={onResetPassword}>
        <KeyRound aria-hidden="true" />
        {t('account.adminReset')}
      </Button>
      <Button variant="secondary" size="sm" className="text-danger" onClick={onDelete}>
        <Trash2 aria-hidden="true" />
        {t('ops.deleteUser')}
      </Button>
    </div>
  );
}
