import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-classes';
import { safeHref } from '@/lib/markdown-text';

/** "Open source" at the foot of a Pulse dialog; nothing when the URL is not http(s). */
export function OpenSourceLink({ url }: { url: string }) {
  const { t } = useTranslation();
  const href = safeHref(url);
  if (href === undefined) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses('secondary', 'md')}
    >
      <ExternalLink aria-hidden="true" />
      {t('pulse.openSource')}
    </a>
  );
}
