import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OAuthAddressProblem } from '@/features/connections/oauth-address';

/** Says, before any popup opens, that accounts connect only at PUBLIC_URL, with a link there. */
export function OAuthAddressNotice({ problem }: { problem: OAuthAddressProblem }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mb-6 flex items-start gap-3 rounded-lg border border-danger/40 bg-danger/5 p-4 text-sm"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
      <div className="flex flex-col gap-2">
        <p>{t('connections.openAtPublicUrl', { url: problem.publicUrl })}</p>
        <a href={problem.publicUrl} className="font-medium underline underline-offset-2">
          {t('connections.openPublicUrl', { url: problem.publicUrl })}
        </a>
      </div>
    </div>
  );
}
