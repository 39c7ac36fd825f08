import type { User } from '@socialpulse/contract';
import { BadgeCheck, CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { GoogleMark } from '@/components/ui/google-mark';

export function ProfileCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const hasGoogle = user.googleId !== undefined && user.googleId !== null && user.googleId !== '';
  return (
    <Card aria-labelledby="profile-title">
      <CardHeader>
        <CardTitle id="profile-title">{t('settings.profile')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar src={user.avatar} name={user.username} className="size-16 text-lg" />
        <div className="min-w-0 flex-1 space-y-2">
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold">{user.username}</p>
            <p className="truncate text-sm text-muted-foreground">{user.email}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            {user.isEmailVerified ? (
              <Badge tone="success">
                <BadgeCheck aria-hidden="true" />
                {t('settings.verified')}
              </Badge>
            ) : (
              <Badge>
                <CircleAlert aria-hidden="true" />
                {t('settings.notVerified')}
              </Badge>
            )}
            {hasGoogle && (
              <Badge>
                <GoogleMark className="size-3.5" />
                {t('settings.connectedWithGoogle')}
              </Badge>
            )}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
