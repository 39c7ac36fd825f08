import type { TrackedKeyword } from '@socialpulse/contract';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PlatformIcon } from '@/components/ui/platform-icon';
import { Switch } from '@/components/ui/switch';
import { useToggleKeyword } from '@/features/keywords/hooks/use-keywords';
import { cn } from '@/lib/cn';
import { toastError } from '@/lib/notify';

type Props = {
  keywords: TrackedKeyword[];
  onEdit: (keyword: TrackedKeyword) => void;
  onDelete: (keyword: TrackedKeyword) => void;
};

export function KeywordList({ keywords, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const toggle = useToggleKeyword();

  return (
    <ul className="flex flex-col gap-2" aria-label={t('pulse.manageKeywords')}>
      {keywords.map((keyword) => (
        <li
          key={keyword._id}
          className={cn(
            'flex items-center gap-3 rounded-lg border border-border p-3',
            !keyword.isActive && 'bg-muted/50',
          )}
        >
          <div className="min-w-0 flex-1">
            <p
              className={cn(
                'font-medium break-words',
                !keyword.isActive && 'text-muted-foreground',
              )}
            >
              {keyword.keyword}
            </p>
            <ul className="mt-1.5 flex flex-wrap gap-1.5">
              {keyword.platforms.map((platform) => (
                <li key={platform}>
                  <Badge className="pl-1">
                    <PlatformIcon
                      platform={platform}
                      className="size-4 rounded-full [&_svg]:size-2.5"
                    />
                    {t(`platforms.${platform}`)}
                  </Badge>
                </li>
              ))}
            </ul>
          </div>
          <Switch
            checked={keyword.isActive}
            aria-label={t('keywords.activeNamed', { keyword: keyword.keyword })}
            onCheckedChange={(isActive) =>
              toggle.mutate(
                { id: keyword._id, isActive },
                { onError: (error) => toastError(t, t('keywords.toggleFailed'), error) },
              )
            }
          />
          <div className="flex shrink-0">
            <Button
              variant="ghost"
              size="icon"
              className="size-9"
              aria-label={t('keywords.editNamed', { keyword: keyword.keyword })}
              onClick={() => onEdit(keyword)}
            >
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-9 text-danger hover:bg-danger/10"
              aria-label={t('keywords.deleteNamed', { keyword: keyword.keyword })}
              onClick={() => onDelete(keyword)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
