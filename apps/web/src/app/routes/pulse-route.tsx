import { FileText, Lightbulb, Sparkles, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { PulseSection } from '@/features/pulse/components/pulse-section';

/** Today's Pulse. Its content arrives with the Pulse issue; a new user truly has none of it yet. */
export function PulseRoute() {
  const { t, i18n } = useTranslation();
  const today = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date());
  return (
    <>
      <PageHeader title={t('pulse.title')} description={`${today} · ${t('pulse.description')}`} />
      <div className="grid gap-6 lg:grid-cols-2">
        <PulseSection icon={TrendingUp} title={t('pulse.trending')} empty={t('pulse.noTrending')} />
        <PulseSection
          icon={Lightbulb}
          title={t('pulse.suggested')}
          empty={t('pulse.noSuggestions')}
        />
        <PulseSection
          icon={Sparkles}
          title={t('pulse.highlights')}
          empty={t('pulse.noHighlights')}
        />
        <PulseSection icon={FileText} title={t('pulse.recent')} empty={t('pulse.noSummaries')} />
      </div>
    </>
  );
}
