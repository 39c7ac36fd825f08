import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';

/**
 * SPEC §2: /auth shows a toast when an `error` query parameter is present (an OAuth return, say).
 * The parameter is then dropped so a reload or a re-render does not repeat it.
 */
export function useErrorParamToast(): void {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const error = params.get('error');

  useEffect(() => {
    if (error === null || error.trim() === '') return;
    const text = error === 'access_denied' ? t('auth.accessDenied') : error;
    // A fixed id keeps StrictMode's double effect from showing it twice.
    toast.error(text, { id: 'auth-error-param' });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  }, [error, setParams, t]);
}
