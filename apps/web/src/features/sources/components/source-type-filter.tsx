import { ToggleGroup } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/button-classes';
import type { SourceTypeFilter } from '@/features/sources/source-filters';
import { cn } from '@/lib/cn';

type Props = {
  options: readonly SourceTypeFilter[];
  value: SourceTypeFilter;
  onChange: (value: SourceTypeFilter) => void;
};

/** The type filter as a segmented control: one choice, arrow keys move between them. */
export function SourceTypeFilterControl({ options, value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      // Radix reports "" when the current item is clicked again; a filter always has a value.
      onValueChange={(next) => next !== '' && onChange(next as SourceTypeFilter)}
      aria-label={t('sources.typeFilter')}
      className="inline-flex max-w-full flex-wrap gap-1 rounded-lg bg-muted p-1"
    >
      {options.map((option) => (
        <ToggleGroup.Item
          key={option}
          value={option}
          className={cn(
            'h-8 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground',
            'data-[state=on]:bg-card data-[state=on]:text-foreground data-[state=on]:shadow-sm',
            focusRing,
          )}
        >
          {t(`sources.filters.${option}`)}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
