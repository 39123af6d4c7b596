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
 * What the author wrote loses, beyond DOMPurify's defaults, the elements that reach past their own
 * box: a `<style>` sheet restyles (or hides) the whole page, and form controls can fake the site's
 * own login form. Discussions and comments are written by any user, so this holds for every text.
 */
const pageReachingTags = ['style', 'form', 'input', 'button', 'textarea', 'select'];

/**
 * An inline style keeps its looks (KaTeX sizes its formulas with them) but never loads anything: a
 * `url(…)`, an old `expression(…)` or a `javascript:` inside one drops the whole attribute.
 */
DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName === 'style' && /url\s*\(|expression\s*\(|javascript:|@import/i.test(data.attrValue))
    data.keepAttr = false;
});

/**
 * KaTeX's MathML (for screen readers) wraps formulas in `semantics` with the TeX in an `annotation`;
 * DOMPurify drops both by default. `annotation-xml`, the risky one, stays forbidden.
 */
const withKatexMarkup: Config = {
  ADD_TAGS: ['semantics', 'annotation'],
  ADD_ATTR: ['encoding'],
  FORBID_TAGS: pageReachingTags,
};

/** Colours the code blocks of a rendered text in place (`highlight-code.ts`, loaded apart). */
export type CodeHighlighter = (root: ParentNode) => unknown;

/**
 * Markdown to HTML by `parse` (blocks, or one line). Formulas are cut out first (so `_` and `*`
 * inside stay TeX) and rendered by KaTeX with `trust` off; the rest goes through marked and DOMPurify
 * (statements may hold HTML). The formulas then go back only into text nodes, the code blocks are
 * coloured when a highlighter is given, and the whole result is sanitised once more with KaTeX's
 * markup allowed, so what reaches the page has passed DOMPurify last, the highlighter's spans included.
 */
function renderWith(parse: (text: string) => string, source: string, highlight?: CodeHighlighter): string {
  const { text, math } = extractMath(source);
  const sanitised = DOMPurify.sanitize(parse(text), {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS: pageReachingTags,
  });
  const rendered = math.map(({ tex, display }) =>
    katex.renderToString(tex, { displayMode: display, throwOnError: false, trust: false }),
  );
  restoreMathInText(sanitised, math, rendered);
  const container = document.createElement('div');
  container.append(sanitised);
  highlight?.(container);
  return DOMPurify.sanitize(container.innerHTML, withKatexMarkup);
}

/** Statement markdown to HTML (paragraphs, lists, code blocks, formulas). */
export function renderMarkdown(source: string, highlight?: CodeHighlighter): string {
  return renderWith((text) => markdown.parse(text) as string, source, highlight);
}

/**
 * One line of markdown to HTML without blocks (a quiz option, an answer): formulas, emphasis and
 * inline code as a statement renders them, to sit inside a button or a sentence.
 */
export function renderInlineMarkdown(source: string): string {
  return renderWith((text) => markdown.parseInline(text) as string, source);
}

/** Whether rendered HTML holds a code block, the only thing the highlighter is loaded for. */
export function hasCodeBlock(html: string): boolean {
  return /<pre[\s>]/i.test(html);
}
