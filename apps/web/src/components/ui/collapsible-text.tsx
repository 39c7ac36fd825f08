import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/button-classes';
import { cn } from '@/lib/cn';
import { truncate } from '@/lib/markdown-text';

/**
 * Text that starts cut at `collapseAt` characters with a Show more / Show less toggle (
 * descriptions over 150 characters collapse). Nothing at all for blank text.
 */
export function CollapsibleText({
  text,
  collapseAt,
  className,
}: {
  text: string;
  collapseAt: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  if (text.trim() === '') return null;
  const long = [...text].length > collapseAt;
  return (
    <div className={cn('text-sm', className)}>
      <p id={id} className="break-words whitespace-pre-line">
        {long && !expanded ? truncate(text, collapseAt) : text}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((v) => !v)}
          className={cn(
            'mt-1 rounded text-sm font-medium text-primary underline-offset-4 hover:underline',
            focusRing,
          )}
        >
          {expanded ? t('pulse.showLess') : t('pulse.showMore')}
        </button>
      )}
    </div>
  );
}
