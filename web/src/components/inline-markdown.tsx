import { useEffect, useState } from 'react';

/**
 * One line of markdown with formulas, rendered as statements render theirs (`$2^{31}-1$` as a formula,
 * not as TeX): quiz options and answers. The renderer loads on first use; until then the text shows
 * as written.
 */
export function InlineMarkdown({ source, className = '' }: { source: string; className?: string }) {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('../lib/markdown/render-markdown').then(({ renderInlineMarkdown }) => {
      if (!cancelled) setHtml(renderInlineMarkdown(source));
    });
    return () => {
      cancelled = true;
    };
  }, [source]);
  if (html === null) return <span className={className}>{source}</span>;
  // The HTML was sanitised by DOMPurify in renderInlineMarkdown.
  return (
    <span
      className={`problem-markdown ${className}`}
      data-rendered="true"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
