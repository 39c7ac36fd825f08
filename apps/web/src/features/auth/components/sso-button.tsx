import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/spinner';
import { ssoStartUrl } from '@/features/auth/sso-start';
import { cn } from '@/lib/cn';

/**
 * "Sign in with <provider>": a plain link, because the whole window goes to the provider and
 * comes back through the API (no popup, no token in any URL). The spinner says something happens
 * while the provider's page loads.
 */
export function SsoButton({
  name,
  primary,
  inviteToken,
}: {
  name: string;
  primary: boolean;
  inviteToken?: string | undefined;
}) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  return (
    <a
      href={ssoStartUrl(inviteToken)}
      aria-disabled={leaving || undefined}
      onClick={() => setLeaving(true)}
      className={cn(
        buttonClasses(primary ? 'primary' : 'secondary', 'lg'),
        'w-full min-w-0',
        leaving && 'pointer-events-none opacity-80',
      )}
    >
      {leaving ? <Spinner className="size-4" /> : <KeyRound aria-hidden="true" />}
      <span className="truncate">
        {leaving ? t('auth.ssoRedirecting', { name }) : t('auth.signInWith', { name })}
      </span>
    </a>
  );
}
