import type { MathSegment } from './math-segments';

const placeholderPattern = /MATHSEGMENT(\d+)END/g;

/** The formula as its author wrote it, for places where markup cannot go (attribute values). */
function sourceOf(segment: MathSegment): string {
  return segment.display ? `$$${segment.tex}$$` : `$${segment.tex}$`;
}

/** Parses trusted KaTeX output into nodes; a template's content never runs scripts or loads images. */
function nodesOf(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

function restoreInAttributes(root: DocumentFragment, math: readonly MathSegment[]): void {
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of Array.from(element.attributes)) {
      if (!attribute.value.includes('MATHSEGMENT')) continue;
      const value = attribute.value.replace(placeholderPattern, (whole, index: string) => {
        const segment = math[Number(index)];
        return segment ? sourceOf(segment) : whole;
      });
      // Set through the DOM, so the value stays one attribute whatever quotes it holds.
      element.setAttribute(attribute.name, value);
    }
  }
}

function restoreInText(root: DocumentFragment, rendered: readonly string[]): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const textNodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue?.includes('MATHSEGMENT')) textNodes.push(node as Text);
  }
  for (const textNode of textNodes) {
    const text = textNode.nodeValue ?? '';
    const pieces = new DocumentFragment();
    let last = 0;
    for (const match of text.matchAll(placeholderPattern)) {
      const html = rendered[Number(match[1])];
      if (html === undefined) continue;
      pieces.append(text.slice(last, match.index), nodesOf(html));
      last = match.index + match[0].length;
    }
    pieces.append(text.slice(last));
    textNode.replaceWith(pieces);
  }
}

/**
 * Puts rendered formulas back into sanitised markup, but only where text was: a placeholder that
 * ended up inside an attribute (`<img alt="$x$">`, a link target) gets the formula's source text
 * back instead, so KaTeX's quotes can never close the attribute and open new ones.
 */
export function restoreMathInText(
  root: DocumentFragment,
  math: readonly MathSegment[],
  rendered: readonly string[],
): void {
  restoreInAttributes(root, math);
  restoreInText(root, rendered);
}
