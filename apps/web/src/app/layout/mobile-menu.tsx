import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { focusRing } from '@/components/ui/button-classes';
import { NAV_ITEMS } from '@/app/layout/nav-items';
import { cn } from '@/lib/cn';

type Props = {
  id: string;
  open: boolean;
  onNavigate: () => void;
  onSignOut: () => void;
  isSigningOut: boolean;
};

/** Below md: the links and Sign Out (shown only here) in a panel under the top bar. */
export function MobileMenu({ id, open, onNavigate, onSignOut, isSigningOut }: Props) {
  const { t } = useTranslation();
  return (
    <div id={id} hidden={!open} className="border-t border-border bg-card md:hidden">
      <nav aria-label={t('nav.main')} className="mx-auto max-w-6xl px-4 py-3 sm:px-6">
        <ul className="flex flex-col gap-1">
          {NAV_ITEMS.map(({ to, labelKey, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium transition-colors',
                    focusRing,
                    isActive
                      ? 'bg-accent text-accent-foreground'
                      : 'text-foreground hover:bg-muted',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-5" />
                {t(labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="mt-2 border-t border-border pt-2">
          <button
            type="button"
            onClick={onSignOut}
            disabled={isSigningOut}
            className={cn(
              'flex w-full items-center gap-3 rounded-lg px-3 py-3 text-left text-base font-medium text-danger transition-colors hover:bg-danger/10 disabled:opacity-60',
              focusRing,
            )}
          >
            <LogOut aria-hidden="true" className="size-5" />
            {isSigningOut ? t('common.signingOut') : t('common.signOut')}
          </button>
        </div>
      </nav>
    </div>
  );
}
