import { useEffect, useState } from 'react';
import type * as HighlightCode from '../lib/markdown/highlight-code';

/** The highlighter's chunk, asked for once by the first text with a code block. */
let highlighter: Promise<typeof HighlightCode> | null = null;
const loadHighlighter = () => (highlighter ??= import('../lib/markdown/highlight-code'));

/**
 * Markdown with formulas (statements, profiles, discussions, comments); the renderer (marked, KaTeX,
 * DOMPurify) loads on first use, and the code highlighter only for a text that has a code block,
 * which shows plain until its colours arrive.
 */
export function MarkdownView({ source, className = '' }: { source: string; className?: string }) {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('../lib/markdown/render-markdown').then(async ({ renderMarkdown, hasCodeBlock }) => {
      const plain = renderMarkdown(source);
      if (cancelled) return;
      setHtml(plain);
      if (!hasCodeBlock(plain)) return;
      const { highlightCodeBlocks } = await loadHighlighter();
      if (!cancelled) setHtml(renderMarkdown(source, highlightCodeBlocks));
    });
    return () => {
      cancelled = true;
    };
  }, [source]);
  const look = `problem-markdown text-[15px] leading-7 text-slate-700 ${className}`;
  if (html === null) return <div className={`${look} whitespace-pre-wrap`}>{source}</div>;
  // The HTML was sanitised by DOMPurify in renderMarkdown, the highlighter's spans included.
  return <div className={look} dangerouslySetInnerHTML={{ __html: html }} />;
}
