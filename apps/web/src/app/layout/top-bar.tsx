import { Menu, X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { BrandLink } from '@/app/layout/brand';
import { DesktopNav } from '@/app/layout/desktop-nav';
import { MobileMenu } from '@/app/layout/mobile-menu';
import { Button } from '@/components/ui/button';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';

const MENU_ID = 'mobile-menu';

export function TopBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { signOut, isSigningOut } = useSignOut();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The menu remembers the page it was opened on: any navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  const close = () => setOpenOn(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      close();
      toggleRef.current?.focus();
    }
  };
  const onSignOut = () => {
    close();
    void signOut();
  };

  return (
    <header
      onKeyDown={onKeyDown}
      className="sticky top-0 z-40 border-b border-border bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <BrandLink />
        <DesktopNav />
        <Button
          ref={toggleRef}
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-expanded={open}
          aria-controls={MENU_ID}
          aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          {open ? (
            <X aria-hidden="true" className="size-5!" />
          ) : (
            <Menu aria-hidden="true" className="size-5!" />
          )}
        </Button>
      </div>
      <MobileMenu
        id={MENU_ID}
        open={open}
        onNavigate={close}
        onSignOut={onSignOut}
        isSigningOut={isSigningOut}
      />
    </header>
  );
}
