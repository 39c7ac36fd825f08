import { SafeMarkdown } from '@/components/ui/safe-markdown';

/** A topic's generated Markdown, compact for a dialog (SafeMarkdown keeps it safe). */
export function PulseMarkdown({ children }: { children: string }) {
  return (
    <div className="text-sm leading-relaxed break-words [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_blockquote]:border-l-2 [&_blockquote]:border-border [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_h1]:text-base [&_h1]:font-semibold [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:my-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:pl-5 [&>*]:my-2 [&>*:first-child]:mt-0 [&>*:last-child]:mb-0">
      <SafeMarkdown>{children}</SafeMarkdown>
    </div>
  );
}
