import { SIGNUP_MODES, type AdminSignups, type SignupMode } from '@socialpulse/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { setSignupMode } from '@/features/admin/api/admin-api';
import { adminUsersKey } from '@/features/admin/hooks/use-admin-users';
import { errorMessage } from '@/lib/api-error';
import { translateMessage } from '@/lib/messages';
import { toast } from '@/lib/toast';

/**
 * Who may register: the mode in words, and a choice of it unless SIGNUPS on the server decides
 * (then the card says so). A change applies to the next sign-up on every replica.
 */
export function SignupsCard({ data }: { data: AdminSignups }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const selectId = useId();
  const hintId = useId();
  const [chosen, setChosen] = useState<SignupMode | undefined>();
  const mode = chosen ?? data.signups;
  const save = useMutation({
    mutationFn: setSignupMode,
    onSuccess: (saved) => {
      setChosen(undefined);
      queryClient.setQueryData(adminUsersKey, (old: object | undefined) =>
        old === undefined ? old : { ...old, ...saved },
      );
      toast.success(t('ops.signupsSaved', { mode: t(`ops.signupModes.${saved.signups}`) }));
    },
    onError: (error) =>
      toast.error(
        t('ops.actionFailed', {
          message: translateMessage(t, errorMessage(error, t('errors.generic'))),
        }),
      ),
  });

  return (
    <Card aria-labelledby="signups-title">
      <CardContent className="space-y-3">
        <div className="space-y-1">
          <h2 id="signups-title" className="text-base font-semibold tracking-tight">
            {t('ops.signupsHeading', { mode: t(`ops.signupModes.${data.signups}`) })}
          </h2>
          <p className="text-sm text-muted-foreground">
            {data.signupsEditable ? t('ops.signupsEditableHint') : t('ops.signupsLockedHint')}
          </p>
        </div>
        {data.signupsEditable && (
          <form
            className="flex flex-col gap-1.5"
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate(mode);
            }}
          >
            <Label htmlFor={selectId}>{t('ops.signupsChoose')}</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <NativeSelect
                id={selectId}
                className="min-w-0"
                wrapperClassName="min-w-0 flex-1"
                value={mode}
                aria-describedby={hintId}
                onChange={(event) => setChosen(event.target.value as SignupMode)}
              >
                {SIGNUP_MODES.map((value) => (
                  <option key={value} value={value}>
                    {t(`ops.signupModeNames.${value}`)}
                  </option>
                ))}
              </NativeSelect>
              <Button type="submit" disabled={mode === data.signups || save.isPending}>
                {save.isPending ? t('ops.signupsSaving') : t('ops.signupsSave')}
              </Button>
            </div>
            {/* The whole sentence, which a closed select on a phone would cut. */}
            <p id={hintId} className="text-sm text-muted-foreground">
              {t(`ops.signupModes.${mode}`)}
            </p>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
