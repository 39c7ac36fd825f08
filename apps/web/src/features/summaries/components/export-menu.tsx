import type { Summary } from '@socialpulse/contract';
import { ChevronDown, ClipboardCopy, Download, FileJson, FileText } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/clipboard';
import { toast } from '@/lib/toast';
import { buttonClasses } from '@/components/ui/button-classes';
import {
  downloadText,
  exportFileName,
  summaryJson,
  summaryMarkdown,
} from '@/features/summaries/summary-export';

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm outline-none select-none data-[highlighted]:bg-muted [&_svg]:size-4 [&_svg]:text-muted-foreground';

type Props = { summary: Summary; title: string; body: string };

/** Export: the summary as a Markdown or JSON file, or its Markdown on the clipboard. */
export function ExportMenu({ summary, title, body }: Props) {
  const { t } = useTranslation();
  const markdown = summaryMarkdown(title, body);

  const download = (extension: 'md' | 'json') => {
    const fileName = exportFileName(summary, title, extension);
    if (extension === 'md') downloadText(fileName, markdown, 'text/markdown;charset=utf-8');
    else downloadText(fileName, summaryJson(summary), 'application/json;charset=utf-8');
    toast.success(t('summary.downloaded', { file: fileName }));
  };

  const copy = async () => {
    const outcome = await copyText(markdown);
    if (outcome === 'copied') toast.success(t('summary.copied'));
    else
      toast.error(t('summary.copyFailed'), {
        description: t(outcome === 'refused' ? 'clipboard.refused' : 'clipboard.unavailable'),
      });
  };

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={buttonClasses('secondary', 'md')}>
        <Download aria-hidden="true" />
        {t('summary.export')}
        <ChevronDown aria-hidden="true" className="-mr-1 text-muted-foreground" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-52 rounded-lg border border-border bg-card p-1 text-card-foreground shadow-lg"
        >
          <DropdownMenu.Item className={itemClass} onSelect={() => download('md')}>
            <FileText aria-hidden="true" />
            {t('summary.exportMarkdown')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => download('json')}>
            <FileJson aria-hidden="true" />
            {t('summary.exportJson')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void copy()}>
            <ClipboardCopy aria-hidden="true" />
            {t('summary.copy')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
