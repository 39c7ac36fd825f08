import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NotFoundCard } from '@/components/ui/not-found-card';
import { PATHS } from '@/config/paths';

/**
 * What a signed-in user sees at an address the app does not have. Redirecting to the Pulse (as the
 * app once did) hid mistyped and stale links: the user never learned the link was wrong.
 */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <NotFoundCard
      icon={<Compass aria-hidden="true" className="size-6" />}
      title={t('notFound.title')}
      hint={t('notFound.hint')}
      to={PATHS.pulse}
      action={t('notFound.back')}
    />
  );
}
