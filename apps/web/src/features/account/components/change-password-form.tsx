import type { ChangePasswordInput } from '@socialpulse/contract';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { changePassword } from '@/features/account/api/password-api';
import { NewPasswordFields } from '@/features/account/components/new-password-fields';
import { PasswordInput } from '@/features/auth/components/password-input';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { errorMessage, isApiError } from '@/lib/api-error';
import { lazyResolver } from '@/lib/lazy-resolver';
import { translateMessage } from '@/lib/messages';
import { toast } from '@/lib/toast';

const rules = lazyResolver(() =>
  import('@/features/account/account-form-resolvers').then((m) => m.changePasswordResolver),
);

/**
 * Current password (for accounts that have one), then the new one twice. The server signs out
 * every other session; this one stays. `onChanged` runs once it is saved.
 */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void }) {
  const { t } = useTranslation();
  const hasPassword = useAuthStore((s) => s.user?.hasPassword !== false);
  const { register, handleSubmit, formState, control, reset, setError } =
    useForm<ChangePasswordInput>({
      resolver: rules.resolver,
      defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
    });
  const password = useWatch({ control, name: 'password' });
  const mutation = useMutation({
    mutationFn: (values: ChangePasswordInput) =>
      changePassword(hasPassword ? values : { ...values, currentPassword: undefined }),
    onSuccess: () => {
      const { user, setUser } = useAuthStore.getState();
      if (user) setUser({ ...user, hasPassword: true, mustChangePassword: false });
      reset();
      toast.success(t('account.changed'));
      onChanged?.();
    },
    onError: (error) => {
      const message = translateMessage(t, errorMessage(error, t('errors.generic')));
      const field = isApiError(error) ? error.fieldErrors[0]?.field : undefined;
      if (field === 'currentPassword' || field === 'password' || field === 'confirmPassword')
        setError(field, { message });
      else toast.error(message);
    },
  });
  const { errors } = formState;
  const message = (text: string | undefined) =>
    text === undefined ? undefined : translateMessage(t, text);

  return (
    <form
      onSubmit={(e) => void handleSubmit((values) => mutation.mutate(values))(e)}
      onFocus={rules.preload}
      noValidate
      className="flex flex-col gap-4"
    >
      {hasPassword && (
        <FormField
          id="change-password-current"
          label={t('account.currentPassword')}
          error={message(errors.currentPassword?.message)}
        >
          {(aria) => (
            <PasswordInput
              id="change-password-current"
              autoComplete="current-password"
              {...aria}
              {...register('currentPassword')}
            />
          )}
        </FormField>
      )}
      <NewPasswordFields
        idPrefix="change-password"
        password={password}
        passwordField={register('password')}
        confirmField={register('confirmPassword')}
        passwordError={message(errors.password?.message)}
        confirmError={message(errors.confirmPassword?.message)}
      />
      <Button type="submit" disabled={mutation.isPending} className="self-start">
        {mutation.isPending ? (
          <Spinner className="size-4 text-current" />
        ) : (
          <KeyRound aria-hidden="true" />
        )}
        {mutation.isPending
          ? t('account.saving')
          : hasPassword
            ? t('account.changeSubmit')
            : t('account.setSubmit')}
      </Button>
    </form>
  );
}
