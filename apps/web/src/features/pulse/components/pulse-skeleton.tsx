import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

function Block({ className }: { className: string }) {
  return <div className={`animate-pulse rounded-md bg-muted ${className}`} />;
}

const SECTIONS = [
  { cards: 3, height: 'h-28' },
  { cards: 3, height: 'h-44' },
  { cards: 2, height: 'h-48' },
  { cards: 3, height: 'h-32' },
] as const;

/**
 * The page's shape while the Pulse loads, so nothing jumps when it arrives. `decorative` when
 * something else already says what is happening (the "being prepared" banner).
 */
export function PulseSkeleton({ decorative = false }: { decorative?: boolean }) {
  const { t } = useTranslation();
  if (decorative)
    return (
      <div aria-hidden="true" className="flex flex-col gap-6" data-testid="pulse-skeleton">
        <Sections />
      </div>
    );
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-6">
      <span className="sr-only">{t('common.loading')}</span>
      <Sections />
    </div>
  );
}

function Sections() {
  return (
    <>
      {SECTIONS.map((section, index) => (
        <Card key={index} aria-hidden="true">
          <CardHeader>
            <Block className="h-5 w-40" />
          </CardHeader>
          <CardContent className="grid gap-3 md:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: section.cards }, (_, i) => (
              <Block key={i} className={`${section.height} ${i > 0 ? 'hidden md:block' : ''}`} />
            ))}
          </CardContent>
        </Card>
      ))}
    </>
  );
}
