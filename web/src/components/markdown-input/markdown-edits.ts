/**
 * The helper buttons' edits of a markdown text, as pure functions of the text and its selection, so
 * the textarea only applies the answer and puts the caret back where the writer goes on typing.
 */

/** What a helper button does to the text. */
export type MarkdownEditKind = 'inlineCode' | 'codeBlock' | 'link' | 'bulletList' | 'orderedList';

export const markdownEditKinds: readonly MarkdownEditKind[] = [
  'inlineCode',
  'codeBlock',
  'link',
  'bulletList',
  'orderedList',
];

/** The text with its selection (start and end as the textarea counts them). */
export interface TextSelection {
  text: string;
  start: number;
  end: number;
}

/** The link target put in for the writer to overwrite (it is selected after the edit). */
export const linkPlaceholder = 'https://';

function clampSelection({ text, start, end }: TextSelection): TextSelection {
  const from = Math.max(0, Math.min(start, end, text.length));
  const to = Math.max(from, Math.min(Math.max(start, end), text.length));
  return { text, start: from, end: to };
}

/** Puts `before` and `after` around the selection, which stays selected (or the caret between them). */
function wrap({ text, start, end }: TextSelection, before: string, after: string): TextSelection {
  const selected = text.slice(start, end);
  const next = text.slice(0, start) + before + selected + after + text.slice(end);
  return { text: next, start: start + before.length, end: start + before.length + selected.length };
}

/** A block starts on a line of its own: a line break goes first when the caret is not at a line's start. */
function lineBreakBefore(text: string, at: number): string {
  return at === 0 || text[at - 1] === '\n' ? '' : '\n';
}

function inlineCode(selection: TextSelection): TextSelection {
  return wrap(selection, '`', '`');
}

function codeBlock(selection: TextSelection): TextSelection {
  const { text, start, end } = selection;
  const opening = `${lineBreakBefore(text, start)}\`\`\`\n`;
  const closing = text[end] === '\n' ? '\n```' : '\n```\n';
  return wrap(selection, opening, closing);
}

/** `[selected](https://)` with the address selected; with nothing selected the caret goes in the brackets. */
function link(selection: TextSelection): TextSelection {
  const { text, start, end } = selection;
  const label = text.slice(start, end);
  const inserted = `[${label}](${linkPlaceholder})`;
  const next = text.slice(0, start) + inserted + text.slice(end);
  if (label === '') return { text: next, start: start + 1, end: start + 1 };
  const urlStart = start + label.length + 3;
  return { text: next, start: urlStart, end: urlStart + linkPlaceholder.length };
}

/** Every line the selection touches gets the list's marker; an empty selection starts a new item. */
function list(selection: TextSelection, marker: (index: number) => string): TextSelection {
  const { text, start, end } = selection;
  if (start === end) {
    const prefix = lineBreakBefore(text, start) + marker(0);
    const next = text.slice(0, start) + prefix + text.slice(end);
    const caret = start + prefix.length;
    return { text: next, start: caret, end: caret };
  }
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lines = text.slice(lineStart, end).split('\n');
  const marked = lines.map((line, index) => marker(index) + line).join('\n');
  const next = text.slice(0, lineStart) + marked + text.slice(end);
  return { text: next, start: lineStart, end: lineStart + marked.length };
}

/** Applies a helper button's edit to the text and its selection. */
export function applyMarkdownEdit(kind: MarkdownEditKind, selection: TextSelection): TextSelection {
  const clamped = clampSelection(selection);
  switch (kind) {
    case 'inlineCode':
      return inlineCode(clamped);
    case 'codeBlock':
      return codeBlock(clamped);
    case 'link':
      return link(clamped);
    case 'bulletList':
      return list(clamped, () => '- ');
    case 'orderedList':
      return list(clamped, (index) => `${index + 1}. `);
  }
}

/** Puts `inserted` in place of the selection (an emoji), the caret after it. */
export function insertAtSelection(inserted: string, selection: TextSelection): TextSelection {
  const { text, start, end } = clampSelection(selection);
  const caret = start + inserted.length;
  return { text: text.slice(0, start) + inserted + text.slice(end), start: caret, end: caret };
}
