import type { Components } from 'react-markdown';
import { SafeMarkdown } from '@/components/ui/safe-markdown';

const components: Omit<Components, 'a' | 'img'> = {
  h1: ({ node: _node, ...props }) => (
    <h2 className="mt-6 mb-3 text-xl font-semibold tracking-tight first:mt-0" {...props} />
  ),
  h2: ({ node: _node, ...props }) => (
    <h2 className="mt-6 mb-3 text-xl font-semibold tracking-tight first:mt-0" {...props} />
  ),
  h3: ({ node: _node, ...props }) => (
    <h3 className="mt-5 mb-2 text-base font-semibold first:mt-0" {...props} />
  ),
  h4: ({ node: _node, ...props }) => <h4 className="mt-4 mb-2 font-semibold" {...props} />,
  p: ({ node: _node, ...props }) => <p className="my-3 leading-7" {...props} />,
  ul: ({ node: _node, ...props }) => (
    <ul className="my-3 list-disc space-y-2 pl-5 marker:text-muted-foreground" {...props} />
  ),
  ol: ({ node: _node, ...props }) => (
    <ol className="my-3 list-decimal space-y-2 pl-5 marker:text-muted-foreground" {...props} />
  ),
  li: ({ node: _node, ...props }) => <li className="pl-1 leading-7" {...props} />,
  blockquote: ({ node: _node, ...props }) => (
    <blockquote
      className="my-3 border-l-2 border-primary/40 pl-4 text-muted-foreground italic"
      {...props}
    />
  ),
  code: ({ node: _node, ...props }) => (
    <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-[0.9em]" {...props} />
  ),
  pre: ({ node: _node, ...props }) => (
    <pre className="my-3 overflow-x-auto rounded-lg bg-muted p-3 text-sm" {...props} />
  ),
  hr: () => <hr className="my-6 border-border" />,
  table: ({ node: _node, ...props }) => (
    <div className="my-3 overflow-x-auto">
      <table className="w-full border-collapse text-sm" {...props} />
    </div>
  ),
  th: ({ node: _node, ...props }) => (
    <th className="border border-border bg-muted px-3 py-1.5 text-left font-medium" {...props} />
  ),
  td: ({ node: _node, ...props }) => <td className="border border-border px-3 py-1.5" {...props} />,
};

/** A summary's Markdown, styled as an article (SafeMarkdown keeps it safe). */
export function SummaryMarkdown({ content }: { content: string }) {
  return (
    <div className="text-[0.95rem] break-words text-foreground">
      <SafeMarkdown
        components={components}
        linkIcon
        linkClassName="inline font-medium text-primary underline decoration-primary/40 underline-offset-4 hover:decoration-primary"
      >
        {content}
      </SafeMarkdown>
    </div>
  );
}
