import type { ResetPasswordInput } from '@socialpulse/contract';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { PATHS } from '@/config/paths';
import { resetPassword } from '@/features/account/api/password-api';
import { NewPasswordFields } from '@/features/account/components/new-password-fields';
import { errorMessage } from '@/lib/api-error';
import { lazyResolver } from '@/lib/lazy-resolver';
import { translateMessage } from '@/lib/messages';
import { toast } from '@/lib/toast';

const rules = lazyResolver(() =>
  import('@/features/account/account-form-resolvers').then((m) => m.resetPasswordResolver),
);

/** The page a reset link opens: the new password twice; then every session of the account ends. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { register, handleSubmit, formState, control } = useForm<ResetPasswordInput>({
    resolver: rules.resolver,
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const mutation = useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      toast.success(t('account.resetDone'));
      void navigate(PATHS.auth, { replace: true });
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
      <NewPasswordFields
        idPrefix="reset-password"
        password={password}
        passwordField={register('password')}
        confirmField={register('confirmPassword')}
        passwordError={message(errors.password?.message)}
        confirmError={message(errors.confirmPassword?.message)}
      />
      {(mutation.isError || errors.token) && (
        <div role="alert" className="space-y-1 text-sm text-danger">
          <p>
            {mutation.isError
              ? translateMessage(t, errorMessage(mutation.error, t('errors.generic')))
              : message(errors.token?.message)}
          </p>
          <Link to={PATHS.forgotPassword} className="font-medium underline underline-offset-4">
            {t('account.requestNewLink')}
          </Link>
        </div>
      )}
      <Button type="submit" size="lg" disabled={mutation.isPending} className="w-full">
        {mutation.isPending ? (
          <Spinner className="size-4 text-current" />
        ) : (
          <KeyRound aria-hidden="true" />
        )}
        {mutation.isPending ? t('account.saving') : t('account.resetSubmit')}
      </Button>
    </form>
  );
}
