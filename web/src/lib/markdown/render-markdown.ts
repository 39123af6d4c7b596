import { Marked } from 'marked';
import katex from 'katex';
import DOMPurify, { type Config } from 'dompurify';
import 'katex/dist/katex.min.css';
import './markdown.css';
import { extractMath } from './math-segments';
import { restoreMathInText } from './math-in-text';

/* Loaded only where markdown is shown (dynamic import): marked, KaTeX and DOMPurify stay out of /home. */

const markdown = new Marked({ gfm: true, breaks: true, async: false });

/**
 * KaTeX's MathML (for screen readers) wraps formulas in `semantics` with the TeX in an `annotation`;
 * DOMPurify drops both by default. `annotation-xml`, the risky one, stays forbidden.
 */
const withKatexMarkup: Config = { ADD_TAGS: ['semantics', 'annotation'], ADD_ATTR: ['encoding'] };

/**
 * Statement markdown to HTML. Formulas are cut out first (so `_` and `*` inside stay TeX) and
 * rendered by KaTeX with `trust` off; the rest goes through marked and DOMPurify (statements may
 * hold HTML). The formulas then go back only into text nodes, and the whole result is sanitised
 * once more with KaTeX's markup allowed, so what reaches the page has passed DOMPurify last.
 */
export function renderMarkdown(source: string): string {
  const { text, math } = extractMath(source);
  const sanitised = DOMPurify.sanitize(markdown.parse(text) as string, { RETURN_DOM_FRAGMENT: true });
  const rendered = math.map(({ tex, display }) =>
    katex.renderToString(tex, { displayMode: display, throwOnError: false, trust: false }),
  );
  restoreMathInText(sanitised, math, rendered);
  const container = document.createElement('div');
  container.append(sanitised);
  return DOMPurify.sanitize(container.innerHTML, withKatexMarkup);
}
