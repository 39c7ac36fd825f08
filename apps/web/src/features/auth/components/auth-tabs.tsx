import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoginForm } from '@/features/auth/components/login-form';
import { RegisterForm } from '@/features/auth/components/register-form';
import { cn } from '@/lib/cn';

type Tab = 'login' | 'register';

const triggerClasses = cn(
  'flex-1 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors',
  'hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
  'outline-none focus-visible:ring-2 focus-visible:ring-ring',
);

export function AuthTabs() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // An invitation link (`/auth?invite=…`) opens on Register and sends its token along.
  const inviteToken = params.get('invite')?.trim() || undefined;
  const [tab, setTab] = useState<Tab>(inviteToken ? 'register' : 'login');
  return (
    <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)}>
      <Tabs.List className="mb-6 flex gap-1 rounded-lg bg-muted p-1">
        <Tabs.Trigger value="login" className={triggerClasses}>
          {t('auth.loginTab')}
        </Tabs.Trigger>
        <Tabs.Trigger value="register" className={triggerClasses}>
          {t('auth.registerTab')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="login" className="outline-none">
        <TabIntro title={t('auth.loginTitle')} description={t('auth.loginDescription')} />
        <LoginForm />
      </Tabs.Content>
      <Tabs.Content value="register" className="outline-none">
        <TabIntro title={t('auth.registerTitle')} description={t('auth.registerDescription')} />
        {inviteToken && (
          <p role="status" className="mb-4 rounded-md bg-accent px-3 py-2 text-sm">
            {t('ops.invitedNotice')}
          </p>
        )}
        <RegisterForm inviteToken={inviteToken} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

function TabIntro({ title, description }: { title: string; description: string }) {
  return (
    <div className="mb-5 space-y-1">
      <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
      <p className="text-sm text-muted-foreground">{description}</p>
    </div>
  );
}
