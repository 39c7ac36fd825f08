import type { DigestFeed } from '@socialpulse/contract';
import { Copy, Rss } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import {
  useDigestFeed,
  useNewDigestFeed,
  useRevokeDigestFeed,
} from '@/features/digests/hooks/use-digests';
import { copyText } from '@/lib/clipboard';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';

function FeedUrl({ id, label, url }: { id: string; label: string; url: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <Input id={id} readOnly value={url} className="min-w-0 flex-1 font-mono text-xs" />
        <Button
          variant="secondary"
          size="icon"
          aria-label={t('digests.copy', { item: label })}
          onClick={() =>
            void copyText(url).then((outcome) => {
              if (outcome === 'copied') toast.success(t('digests.copied'));
            })
          }
        >
          <Copy aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

/** The private RSS/Atom address: made, shown once, replaced or revoked. */
export function FeedCard() {
  const { t, i18n } = useTranslation();
  const feed = useDigestFeed();
  const make = useNewDigestFeed();
  const revoke = useRevokeDigestFeed();
  const [shown, setShown] = useState<DigestFeed | null>(null);
  const exists = feed.data?.exists === true;

  return (
    <Card aria-labelledby="digest-feed-title">
      <CardHeader>
        <CardTitle id="digest-feed-title" className="flex items-center gap-2">
          <Rss aria-hidden="true" className="size-4" />
          {t('digests.feedTitle')}
        </CardTitle>
        <CardDescription>{t('digests.feedDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {shown?.rssUrl && shown.atomUrl ? (
          <>
            <p className="text-sm font-medium">{t('digests.feedShownOnce')}</p>
            <FeedUrl id="digest-feed-rss" label="RSS" url={shown.rssUrl} />
            <FeedUrl id="digest-feed-atom" label="Atom" url={shown.atomUrl} />
          </>
        ) : (
          <p className="text-sm text-muted-foreground">
            {exists && feed.data?.createdAt
              ? t('digests.feedExists', {
                  time: formatDateTime(new Date(feed.data.createdAt), i18n.language),
                })
              : t('digests.feedNone')}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            variant={exists ? 'secondary' : 'primary'}
            disabled={make.isPending}
            onClick={() => make.mutate(undefined, { onSuccess: (made) => setShown(made) })}
          >
            {exists ? t('digests.feedRegenerate') : t('digests.feedCreate')}
          </Button>
          {exists && (
            <Button
              variant="ghost"
              disabled={revoke.isPending}
              onClick={() => revoke.mutate(undefined, { onSuccess: () => setShown(null) })}
            >
              {t('digests.feedRevoke')}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
