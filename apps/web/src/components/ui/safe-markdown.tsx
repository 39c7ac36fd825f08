import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { safeHref } from '@/lib/markdown-text';

/**
 * Markdown from content we do not control (summaries, Pulse topics): GitHub-flavoured, no raw HTML,
 * no images (no remote requests from content), links only to http(s), always in a new tab without
 * access to this page; a link we will not follow still shows its words. Callers style the elements
 * through `components`; links are always ours.
 */
export function SafeMarkdown({
  children,
  components,
  linkClassName,
  linkIcon = false,
}: {
  children: string;
  components?: Omit<Components, 'a' | 'img'>;
  linkClassName?: string;
  /** An external-link mark after each link's words. */
  linkIcon?: boolean;
}) {
  const link = ({ href, children: words }: { href?: string; children?: ReactNode }) => {
    const target = href === undefined ? undefined : safeHref(href);
    if (target === undefined) return <span>{words}</span>;
    return (
      <a href={target} target="_blank" rel="noopener noreferrer nofollow" className={linkClassName}>
        {words}
        {linkIcon && (
          <ExternalLink aria-hidden="true" className="ml-0.5 inline size-3 align-baseline" />
        )}
      </a>
    );
  };
  return (
    <Markdown
      remarkPlugins={[remarkGfm]}
      skipHtml
      disallowedElements={['img']}
      urlTransform={(url) => safeHref(url) ?? ''}
      components={{ ...components, a: link }}
    >
      {children}
    </Markdown>
  );
}
