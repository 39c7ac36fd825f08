import { matchSpans } from '@/features/alerts/match-spans';

/** Text with every occurrence of the keyword marked. */
export function MarkedText({ text, keyword }: { text: string; keyword: string }) {
  return (
    <>
      {matchSpans(text, keyword).map((span, i) =>
        span.match ? (
          <mark key={i} className="rounded bg-primary/15 px-0.5 font-medium text-foreground">
            {span.text}
          </mark>
        ) : (
          <span key={i}>{span.text}</span>
        ),
      )}
    </>
  );
}
