import type { LoginInput } from '@socialpulse/contract';
import { useMutation } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { AUTH_ERROR_TOAST } from '@/features/auth/auth-toasts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { STORAGE_KEYS } from '@/config/constants';
import { PATHS } from '@/config/paths';
import { login } from '@/features/auth/api/auth-api';
import { PasswordInput } from '@/features/auth/components/password-input';
import { useCompleteSignIn } from '@/features/auth/hooks/use-complete-sign-in';
import { errorMessage } from '@/lib/api-error';
import { lazyResolver } from '@/lib/lazy-resolver';
import { localStore } from '@/lib/local-store';
import { translateMessage } from '@/lib/messages';

const loginRules = lazyResolver(() =>
  import('@/features/auth/auth-form-resolvers').then((m) => m.loginResolver),
);

export function LoginForm() {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const { register, handleSubmit, formState } = useForm<LoginInput>({
    resolver: loginRules.resolver,
    defaultValues: { email: localStore.get(STORAGE_KEYS.lastEmail) ?? '', password: '' },
  });
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (result) => completeSignIn(result),
    onError: (error) =>
      toast.error(translateMessage(t, errorMessage(error, t('auth.loginFailed'))), {
        id: AUTH_ERROR_TOAST,
      }),
  });
  const { errors } = formState;
  const message = (text: string | undefined) =>
    text === undefined ? undefined : translateMessage(t, text);

  const onSubmit = handleSubmit((values) => {
    // The login email is remembered locally as lastEmail.
    localStore.set(STORAGE_KEYS.lastEmail, values.email);
    mutation.mutate(values);
  });

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      onFocus={loginRules.preload}
      noValidate
      className="flex flex-col gap-4"
    >
      <FormField id="login-email" label={t('auth.email')} error={message(errors.email?.message)}>
        {(aria) => (
          <Input
            id="login-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('auth.emailPlaceholder')}
            {...aria}
            {...register('email')}
          />
        )}
      </FormField>
      <FormField
        id="login-password"
        label={t('auth.password')}
        error={message(errors.password?.message)}
      >
        {(aria) => (
          <PasswordInput
            id="login-password"
            autoComplete="current-password"
            {...aria}
            {...register('password')}
          />
        )}
      </FormField>
      <Link
        to={PATHS.forgotPassword}
        className="-mt-2 self-end text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
      >
        {t('auth.forgotPassword')}
      </Link>
      <Button type="submit" size="lg" disabled={mutation.isPending} className="mt-1 w-full">
        {mutation.isPending ? (
          <Spinner className="size-4 text-current" />
        ) : (
          <LogIn aria-hidden="true" />
        )}
        {mutation.isPending ? t('auth.loggingIn') : t('auth.loginSubmit')}
      </Button>
    </form>
  );
}
