import { Marked } from 'marked';
import katex from 'katex';
import DOMPurify from 'dompurify';
import 'katex/dist/katex.min.css';
import './markdown.css';
import { extractMath, restoreMath } from './math-segments';

/* Loaded only where markdown is shown (dynamic import): marked, KaTeX and DOMPurify stay out of /home. */

const markdown = new Marked({ gfm: true, breaks: true, async: false });

/**
 * Statement markdown to HTML: formulas are cut out first and rendered by KaTeX, the rest goes through
 * marked and DOMPurify (statements may hold HTML), then the formulas go back in. KaTeX output is
 * produced here with `trust` off, so it needs no sanitising of its own.
 */
export function renderMarkdown(source: string): string {
  const { text, math } = extractMath(source);
  const html = DOMPurify.sanitize(markdown.parse(text) as string);
  const rendered = math.map(({ tex, display }) =>
    katex.renderToString(tex, { displayMode: display, throwOnError: false, trust: false }),
  );
  return restoreMath(html, rendered);
}
