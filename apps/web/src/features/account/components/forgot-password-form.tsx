import type { ForgotPasswordInput } from '@socialpulse/contract';
import { useMutation } from '@tanstack/react-query';
import { Mail, MailWarning } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { STORAGE_KEYS } from '@/config/constants';
import { forgotPassword } from '@/features/account/api/password-api';
import { useOptions } from '@/features/options/hooks/use-options';
import { errorMessage } from '@/lib/api-error';
import { lazyResolver } from '@/lib/lazy-resolver';
import { localStore } from '@/lib/local-store';
import { translateMessage } from '@/lib/messages';

const rules = lazyResolver(() =>
  import('@/features/account/account-form-resolvers').then((m) => m.forgotPasswordResolver),
);

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account; a
 * server without mail says so instead of offering a form that would send nothing.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const options = useOptions();
  const { register, handleSubmit, formState } = useForm<ForgotPasswordInput>({
    resolver: rules.resolver,
    defaultValues: { email: localStore.get(STORAGE_KEYS.lastEmail) ?? '' },
  });
  const mutation = useMutation({ mutationFn: forgotPassword });
  if (options.data?.capabilities.email === false)
    return (
      <p role="alert" className="flex gap-2 rounded-md bg-muted px-3 py-3 text-sm">
        <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
        {t('ops.messages.mailUnavailable')}
      </p>
    );
  if (mutation.isSuccess)
    return (
      <p role="status" className="rounded-md bg-accent px-3 py-3 text-sm">
        {t('ops.messages.resetSent')}
      </p>
    );
  const fieldError = formState.errors.email?.message;
  return (
    <form
      onSubmit={(e) => void handleSubmit((values) => mutation.mutate(values))(e)}
      onFocus={rules.preload}
      noValidate
      className="flex flex-col gap-4"
    >
      <FormField
        id="forgot-email"
        label={t('auth.email')}
        error={fieldError === undefined ? undefined : translateMessage(t, fieldError)}
      >
        {(aria) => (
          <Input
            id="forgot-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('auth.emailPlaceholder')}
            {...aria}
            {...register('email')}
          />
        )}
      </FormField>
      {mutation.isError && (
        <p role="alert" className="text-sm text-danger">
          {translateMessage(t, errorMessage(mutation.error, t('errors.generic')))}
        </p>
      )}
      <Button type="submit" size="lg" disabled={mutation.isPending} className="w-full">
        {mutation.isPending ? (
          <Spinner className="size-4 text-current" />
        ) : (
          <Mail aria-hidden="true" />
        )}
        {mutation.isPending ? t('account.sending') : t('account.forgotSubmit')}
      </Button>
    </form>
  );
}
