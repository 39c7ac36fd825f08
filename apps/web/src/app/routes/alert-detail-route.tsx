import type { KeywordAlertDetail } from '@socialpulse/contract';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { Card, CardContent } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PlatformIcon } from '@/components/ui/platform-icon';
import { Spinner } from '@/components/ui/spinner';
import { PATHS } from '@/config/paths';
import { MarkedText } from '@/features/alerts/components/marked-text';
import { useAlert } from '@/features/alerts/hooks/use-alert-history';
import { snippetAround } from '@/features/alerts/match-spans';
import { useMarkAlertRead } from '@/features/keywords/hooks/use-keywords';
import { isApiError } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { safeHref } from '@/lib/markdown-text';
import { translateMessage } from '@/lib/messages';

function AlertPost({ alert }: { alert: KeywordAlertDetail }) {
  const { t, i18n } = useTranslation();
  const { post } = alert;
  const href = safeHref(post.url);
  const keyword = alert.matchContext.matched || alert.keyword;
  const body = post.text.trim() === '' ? (post.title ?? '') : post.text;
  // A keyword found only in the title is quoted from the title, so its context shows it.
  const found = body.toLowerCase().includes(keyword.trim().toLowerCase())
    ? body
    : (post.title ?? body);
  const snippet = snippetAround(found, keyword);
  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <header className="flex items-start gap-3">
          <PlatformIcon platform={alert.platform} className="size-8 [&_svg]:size-4" />
          <div className="min-w-0 flex-1">
            {post.title !== null && post.title !== '' && (
              <h2 className="font-medium break-words">
                <MarkedText text={post.title} keyword={keyword} />
              </h2>
            )}
            <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
              <span>{alert.source.name}</span>
              {post.author !== null && post.author !== '' && (
                <>
                  <span aria-hidden="true">·</span>
                  <span>{post.author}</span>
                </>
              )}
              <span aria-hidden="true">·</span>
              <time dateTime={post.publishedAt}>
                {formatDateTime(new Date(post.publishedAt), i18n.language)}
              </time>
            </p>
          </div>
        </header>
        <section aria-labelledby="alert-context">
          <h3 id="alert-context" className="mb-1.5 text-sm font-semibold">
            {t('alertHistory.inContext', { keyword: alert.keyword })}
          </h3>
          <blockquote
            data-testid="alert-context"
            className="rounded-lg border-l-4 border-primary/50 bg-muted/50 px-4 py-3 leading-relaxed break-words"
          >
            <MarkedText text={snippet} keyword={keyword} />
          </blockquote>
        </section>
        {body.length > snippet.length && (
          <section aria-labelledby="alert-whole">
            <h3 id="alert-whole" className="mb-1.5 text-sm font-semibold">
              {t('alertHistory.wholePost')}
            </h3>
            <p className="text-sm leading-relaxed break-words whitespace-pre-line">
              <MarkedText text={body} keyword={keyword} />
            </p>
          </section>
        )}
        {href !== undefined && (
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('secondary', 'sm') + ' self-start'}
          >
            <ExternalLink aria-hidden="true" />
            {t('pulse.openSource')}
          </a>
        )}
      </CardContent>
    </Card>
  );
}

/** One alert: the post it matched, the keyword marked in its context and in the whole post. */
export function AlertDetailRoute() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const alert = useAlert(id);
  const markRead = useMarkAlertRead();
  const marked = useRef(false);
  // Reading the alert here is reading it: marked once, when it first shows unread.
  useEffect(() => {
    if (alert.data && !alert.data.isRead && !marked.current) {
      marked.current = true;
      markRead.mutate(alert.data);
    }
  }, [alert.data, markRead]);
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={t('alertHistory.detailTitle')}
        actions={
          <Link to={PATHS.alertHistory} className={buttonClasses('secondary')}>
            <ArrowLeft aria-hidden="true" />
            {t('alertHistory.back')}
          </Link>
        }
      />
      {alert.isPending ? (
        <div className="flex justify-center py-12" role="status">
          <Spinner />
          <span className="sr-only">{t('alertHistory.loading')}</span>
        </div>
      ) : alert.isError ? (
        <LoadError
          title={t('alertHistory.notFound')}
          reason={
            isApiError(alert.error) && alert.error.hasDetail
              ? translateMessage(t, alert.error.message)
              : undefined
          }
          onRetry={() => void alert.refetch()}
          retrying={alert.isFetching}
        />
      ) : (
        <AlertPost alert={alert.data} />
      )}
    </div>
  );
}
