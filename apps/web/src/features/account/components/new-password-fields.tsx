import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/features/auth/components/password-input';
import { PasswordStrengthMeter } from '@/features/auth/components/password-strength-meter';

type Props = {
  idPrefix: string;
  password: string;
  passwordField: UseFormRegisterReturn;
  confirmField: UseFormRegisterReturn;
  passwordError: string | undefined;
  confirmError: string | undefined;
};

/** "New password" with the registration's strength meter, and its confirmation. */
export function NewPasswordFields({
  idPrefix,
  password,
  passwordField,
  confirmField,
  passwordError,
  confirmError,
}: Props) {
  const { t } = useTranslation();
  const strengthId = `${idPrefix}-strength`;
  return (
    <>
      <FormField
        id={`${idPrefix}-new`}
        label={t('account.newPassword')}
        error={passwordError}
        describedBy={password.length > 0 ? strengthId : undefined}
      >
        {(aria) => (
          <PasswordInput
            id={`${idPrefix}-new`}
            autoComplete="new-password"
            {...aria}
            {...passwordField}
          />
        )}
      </FormField>
      {password.length > 0 && <PasswordStrengthMeter id={strengthId} password={password} />}
      <FormField
        id={`${idPrefix}-confirm`}
        label={t('account.confirmNewPassword')}
        error={confirmError}
      >
        {(aria) => (
          <PasswordInput
            id={`${idPrefix}-confirm`}
            autoComplete="new-password"
            {...aria}
            {...confirmField}
          />
        )}
      </FormField>
    </>
  );
}
