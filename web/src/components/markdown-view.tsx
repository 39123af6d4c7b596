import { useEffect, useState } from 'react';

/** Markdown with formulas (statements, profiles); the renderer (marked, KaTeX, DOMPurify) loads on first use. */
export function MarkdownView({ source, className = '' }: { source: string; className?: string }) {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('../lib/markdown/render-markdown').then(({ renderMarkdown }) => {
      if (!cancelled) setHtml(renderMarkdown(source));
    });
    return () => {
      cancelled = true;
    };
  }, [source]);
  const look = `problem-markdown text-[15px] leading-7 text-slate-700 ${className}`;
  if (html === null) return <div className={`${look} whitespace-pre-wrap`}>{source}</div>;
  // The HTML was sanitised by DOMPurify in renderMarkdown.
  return <div className={look} dangerouslySetInnerHTML={{ __html: html }} />;
}
