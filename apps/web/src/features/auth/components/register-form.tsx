import type { RegisterInput } from '@socialpulse/contract';
import { useMutation } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { AUTH_ERROR_TOAST } from '@/features/auth/auth-toasts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { STORAGE_KEYS } from '@/config/constants';
import { register as registerAccount } from '@/features/auth/api/auth-api';
import { PasswordInput } from '@/features/auth/components/password-input';
import { PasswordStrengthMeter } from '@/features/auth/components/password-strength-meter';
import { useCompleteSignIn } from '@/features/auth/hooks/use-complete-sign-in';
import { useSettingsStore } from '@/features/settings/stores/settings-store';
import { errorMessage } from '@/lib/api-error';
import { lazyResolver } from '@/lib/lazy-resolver';
import { localStore } from '@/lib/local-store';
import { translateMessage } from '@/lib/messages';

/** `inviteToken`: from an invitation link (`/auth?invite=…`), needed when signups are by invitation. */
const registerRules = lazyResolver(() =>
  import('@/features/auth/auth-form-resolvers').then((m) => m.registerResolver),
);

export function RegisterForm({ inviteToken }: { inviteToken?: string | undefined } = {}) {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const { register, handleSubmit, formState, control } = useForm<RegisterInput>({
    resolver: registerRules.resolver,
    defaultValues: {
      // The register email and username are remembered until the account is created.
      username: localStore.get(STORAGE_KEYS.registerUsername) ?? '',
      email: localStore.get(STORAGE_KEYS.registerEmail) ?? '',
      password: '',
      confirmPassword: '',
    },
  });
  const password = useWatch({ control, name: 'password' });
  // The first administrator's setup code (printed in the server's log): hidden until asked for.
  const [withSetupCode, setWithSetupCode] = useState(false);
  const mutation = useMutation({
    mutationFn: async ({ setupCode, ...fields }: RegisterInput) => {
      const code = withSetupCode ? setupCode?.trim() : undefined;
      const result = await registerAccount({
        ...fields,
        ...(inviteToken ? { inviteToken } : {}),
        ...(code ? { setupCode: code } : {}),
      });
      // A language chosen on /auth before the account existed becomes the account's language.
      const language = useSettingsStore.getState().language;
      // Loaded only then: the settings schemas stay out of /auth's first screen.
      const settings =
        language === 'en'
          ? undefined
          : await import('@/features/settings/api/settings-api')
              .then(({ updateSettings }) => updateSettings({ language }, result.accessToken))
              .catch(() => undefined);
      return { result, settings };
    },
    onSuccess: ({ result, settings }) => {
      localStore.remove(STORAGE_KEYS.registerUsername);
      localStore.remove(STORAGE_KEYS.registerEmail);
      completeSignIn(result, settings);
    },
    onError: (error) =>
      toast.error(translateMessage(t, errorMessage(error, t('auth.registerFailed'))), {
        id: AUTH_ERROR_TOAST,
      }),
  });
  const { errors } = formState;
  const message = (text: string | undefined) =>
    text === undefined ? undefined : translateMessage(t, text);
  const onSubmit = handleSubmit((values) => mutation.mutate(values));

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      onFocus={registerRules.preload}
      noValidate
      className="flex flex-col gap-4"
    >
      <FormField
        id="register-username"
        label={t('auth.username')}
        error={message(errors.username?.message)}
      >
        {(aria) => (
          <Input
            id="register-username"
            autoComplete="username"
            placeholder={t('auth.usernamePlaceholder')}
            {...aria}
            {...register('username', {
              onChange: (e: { target: HTMLInputElement }) =>
                localStore.set(STORAGE_KEYS.registerUsername, e.target.value),
            })}
          />
        )}
      </FormField>
      <FormField id="register-email" label={t('auth.email')} error={message(errors.email?.message)}>
        {(aria) => (
          <Input
            id="register-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('auth.emailPlaceholder')}
            {...aria}
            {...register('email', {
              onChange: (e: { target: HTMLInputElement }) =>
                localStore.set(STORAGE_KEYS.registerEmail, e.target.value),
            })}
          />
        )}
      </FormField>
      <FormField
        id="register-password"
        label={t('auth.password')}
        error={message(errors.password?.message)}
        describedBy={password.length > 0 ? 'register-password-strength' : undefined}
      >
        {(aria) => (
          <PasswordInput
            id="register-password"
            autoComplete="new-password"
            {...aria}
            {...register('password')}
          />
        )}
      </FormField>
      {password.length > 0 && (
        <PasswordStrengthMeter id="register-password-strength" password={password} />
      )}
      <FormField
        id="register-confirm-password"
        label={t('auth.confirmPassword')}
        error={message(errors.confirmPassword?.message)}
      >
        {(aria) => (
          <PasswordInput
            id="register-confirm-password"
            autoComplete="new-password"
            {...aria}
            {...register('confirmPassword')}
          />
        )}
      </FormField>
      {withSetupCode ? (
        <FormField
          id="register-setup-code"
          label={t('auth.setupCode')}
          error={message(errors.setupCode?.message)}
          hint={t('auth.setupCodeHint')}
        >
          {(aria) => (
            <Input
              id="register-setup-code"
              autoComplete="off"
              spellCheck={false}
              placeholder="XXXX-XXXX-XXXX-XXXX"
              className="font-mono uppercase"
              {...aria}
              {...register('setupCode')}
            />
          )}
        </FormField>
      ) : (
        <button
          type="button"
          className="self-start text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
          onClick={() => setWithSetupCode(true)}
        >
          {t('auth.haveSetupCode')}
        </button>
      )}
      <Button type="submit" size="lg" disabled={mutation.isPending} className="mt-1 w-full">
        {mutation.isPending ? (
          <Spinner className="size-4 text-current" />
        ) : (
          <UserPlus aria-hidden="true" />
        )}
        {mutation.isPending ? t('auth.registering') : t('auth.registerSubmit')}
      </Button>
    </form>
  );
}
