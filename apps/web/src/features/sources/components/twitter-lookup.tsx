import { TWITTER_USERNAME_PATTERN } from '@socialpulse/contract';
import { useMutation } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-message';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { lookupTwitterUser } from '@/features/sources/api/sources-api';
import { SourceRow } from '@/features/sources/components/source-row';
import { reasonOf } from '@/lib/notify';

const FIELD_ID = 'twitter-lookup';

/** X: summarize any public account, not only the ones the user follows. */
export function TwitterLookup() {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [invalid, setInvalid] = useState(false);
  const lookup = useMutation({ mutationFn: lookupTwitterUser });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = username.trim();
    if (!TWITTER_USERNAME_PATTERN.test(value)) {
      setInvalid(true);
      lookup.reset();
      return;
    }
    setInvalid(false);
    lookup.mutate(value);
  };

  const error = invalid
    ? t('sources.lookupInvalid')
    : lookup.isError
      ? reasonOf(t, lookup.error, t('sources.lookupFailed'))
      : undefined;

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-dashed border-border p-3 sm:p-4">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-1.5">
        <Label htmlFor={FIELD_ID}>{t('sources.lookupLabel')}</Label>
        <div className="flex gap-2 sm:max-w-md">
          <Input
            id={FIELD_ID}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            placeholder="@username"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={error !== undefined ? true : undefined}
            aria-describedby={error !== undefined ? `${FIELD_ID}-error` : undefined}
          />
          <Button
            type="submit"
            variant="secondary"
            disabled={lookup.isPending || username.trim() === ''}
          >
            {lookup.isPending ? (
              <Spinner className="size-4 text-current" />
            ) : (
              <Search aria-hidden="true" />
            )}
            {t('sources.lookupSubmit')}
          </Button>
        </div>
        <div role="alert">
          <FieldError id={`${FIELD_ID}-error`} message={error} />
        </div>
      </form>
      {lookup.isSuccess && !invalid && (
        <div aria-label={t('sources.lookupResult')} role="group">
          <SourceRow platform="twitter" source={lookup.data} />
        </div>
      )}
    </div>
  );
}
