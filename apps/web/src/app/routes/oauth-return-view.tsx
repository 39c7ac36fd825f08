import { CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '@/app/layout/brand';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

type Props =
  | { state: 'pending' }
  | {
      state: 'success' | 'error';
      title: string;
      text: string;
      /** Where to go when this window was not opened as a popup (nothing to close back to). */
      fallback: { to: string; label: string } | null;
    };

/** The popup's own page while it finishes, and its result in case it cannot close itself. */
export function OAuthReturnView(props: Props) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10">
      <Card className="flex w-full max-w-sm flex-col items-center gap-4 p-6 text-center shadow-md sm:p-8">
        <BrandMark className="size-10 rounded-xl" />
        {props.state === 'pending' ? (
          <div className="flex flex-col items-center gap-3" aria-live="polite">
            <Spinner className="size-6 text-muted-foreground" />
            <p className="font-medium">{t('callback.completing')}</p>
          </div>
        ) : (
          <div
            role={props.state === 'error' ? 'alert' : 'status'}
            className="flex flex-col items-center gap-2"
          >
            {props.state === 'success' ? (
              <CircleCheck aria-hidden="true" className="size-8 text-success" />
            ) : (
              <CircleX aria-hidden="true" className="size-8 text-danger" />
            )}
            <h1 className="text-lg font-semibold">{props.title}</h1>
            <p className="text-sm text-muted-foreground">{props.text}</p>
          </div>
        )}
        {props.state !== 'pending' &&
          (props.fallback === null ? (
            <Button variant="secondary" onClick={() => window.close()}>
              {t('callback.closeWindow')}
            </Button>
          ) : (
            <Link to={props.fallback.to} replace className={buttonClasses('secondary', 'md')}>
              {props.fallback.label}
            </Link>
          ))}
      </Card>
    </main>
  );
}
