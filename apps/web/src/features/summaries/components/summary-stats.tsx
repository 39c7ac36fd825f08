import type {
  GenericSummaryStats,
  RedditSummaryStats,
  SummarySource,
  TelegramSummaryStats,
} from '@socialpulse/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { LocaleShape } from '@/lib/locales/en';
import { formatCount, formatNumber, numberFormat } from '@/lib/format';

type StatKey = Exclude<keyof LocaleShape['summary']['stats'], 'title' | 'topPosts' | 'mix'>;

const TELEGRAM_TYPES = ['text', 'photo', 'video', 'document', 'other'] as const;
const TELEGRAM_COLOURS: Record<(typeof TELEGRAM_TYPES)[number], string> = {
  text: 'bg-primary',
  photo: 'bg-sky-500',
  video: 'bg-amber-500',
  document: 'bg-emerald-500',
  other: 'bg-muted-foreground/60',
};

const isReddit = (stats: SummarySource['stats']): stats is RedditSummaryStats => 'posts' in stats;
const isTelegram = (stats: SummarySource['stats']): stats is TelegramSummaryStats =>
  'photo' in stats;

function StatTiles({ stats }: { stats: [StatKey, number][] }) {
  const { t, i18n } = useTranslation();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {stats.map(([key, value]) => (
        <div key={key} className="rounded-lg border border-border bg-muted/40 px-3 py-2.5">
          <dt className="text-xs font-medium text-muted-foreground">{t(`summary.stats.${key}`)}</dt>
          <dd
            className="mt-0.5 text-xl font-semibold tabular-nums"
            title={formatNumber(value, i18n.language)}
          >
            {formatCount(value, i18n.language)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Reddit: the most upvoted posts as horizontal bars, each with its score written beside it. */
function TopPosts({ source }: { source: SummarySource }) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const posts = source.items
    .filter((item) => item.score !== undefined)
    .sort((a, b) => (b.score ?? 0) - (a.score ?? 0))
    .slice(0, 5);
  if (posts.length === 0) return null;
  const max = Math.max(1, ...posts.map((p) => p.score ?? 0));
  return (
    <figure aria-labelledby={captionId} className="flex flex-col gap-3">
      <figcaption id={captionId} className="text-sm font-medium">
        {t('summary.stats.topPosts')}
      </figcaption>
      <ol className="flex flex-col gap-2.5">
        {posts.map((post) => {
          const score = post.score ?? 0;
          return (
            <li key={post.id} className="flex flex-col gap-1">
              <span className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 truncate">{post.title ?? post.text}</span>
                <span className="shrink-0 font-medium tabular-nums">
                  <span className="sr-only">{`${t('summary.stats.score')}: `}</span>
                  {formatCount(score, i18n.language)}
                </span>
              </span>
              <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
                <span
                  className="block h-full rounded-full bg-[#FF4500]"
                  style={{ width: `${Math.max(2, (Math.max(0, score) / max) * 100)}%` }}
                />
              </span>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}

/** Telegram: one stacked bar of message types, with a legend that carries the numbers. */
function MessageMix({ stats }: { stats: TelegramSummaryStats }) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const total = TELEGRAM_TYPES.reduce((sum, type) => sum + stats[type], 0);
  const percent = numberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 0,
  });
  return (
    <figure aria-labelledby={captionId} className="flex flex-col gap-3">
      <figcaption id={captionId} className="text-sm font-medium">
        {t('summary.stats.mix')}
      </figcaption>
      <div aria-hidden="true" className="flex h-3 overflow-hidden rounded-full bg-muted">
        {total > 0 &&
          TELEGRAM_TYPES.filter((type) => stats[type] > 0).map((type) => (
            <span
              key={type}
              className={TELEGRAM_COLOURS[type]}
              style={{ width: `${(stats[type] / total) * 100}%` }}
            />
          ))}
      </div>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-5">
        {TELEGRAM_TYPES.map((type) => (
          <li key={type} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className={`size-2.5 rounded-full ${TELEGRAM_COLOURS[type]}`}
            />
            <span className="text-muted-foreground">{t(`summary.stats.${type}`)}</span>
            <span className="ml-auto font-medium tabular-nums sm:ml-0">
              {formatCount(stats[type], i18n.language)}
              {total > 0 && (
                <span className="ml-1 font-normal text-muted-foreground">
                  ({percent.format(stats[type] / total)})
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** Stats for Reddit (posts, comments, score, awards) and Telegram (message types). */
export function SummaryStats({ source }: { source: SummarySource }) {
  const { t } = useTranslation();
  const { stats } = source;
  let body;
  if (isReddit(stats)) {
    body = (
      <>
        <StatTiles
          stats={[
            ['posts', stats.posts],
            ['comments', stats.comments],
            ['score', stats.score],
            ['awards', stats.awards],
          ]}
        />
        <TopPosts source={source} />
      </>
    );
  } else if (isTelegram(stats)) {
    body = <MessageMix stats={stats} />;
  } else {
    const generic: GenericSummaryStats = stats;
    body = (
      <StatTiles
        stats={[
          ['items', generic.items],
          ['likes', generic.likes],
          ['comments', generic.comments],
          ['views', generic.views],
        ]}
      />
    );
  }
  return (
    <Card aria-labelledby="summary-stats-title">
      <CardHeader>
        <CardTitle id="summary-stats-title">{t('summary.stats.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">{body}</CardContent>
    </Card>
  );
}
