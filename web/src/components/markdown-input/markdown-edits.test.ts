import { describe, expect, it } from 'vitest';
import { applyMarkdownEdit, insertAtSelection, linkPlaceholder, type TextSelection } from './markdown-edits';

/** Writes a selection as the text with `[` and `]` around the selected part (`|` for a caret). */
function show({ text, start, end }: TextSelection): string {
  if (start === end) return `${text.slice(0, start)}|${text.slice(start)}`;
  return `${text.slice(0, start)}[${text.slice(start, end)}]${text.slice(end)}`;
}

describe('the markdown helper buttons', () => {
  it('wraps the selected word in backticks and keeps it selected', () => {
    expect(show(applyMarkdownEdit('inlineCode', { text: 'use printf here', start: 4, end: 10 }))).toBe(
      'use `[printf]` here',
    );
  });

  it('puts the caret between two backticks when nothing is selected', () => {
    expect(show(applyMarkdownEdit('inlineCode', { text: 'ab', start: 1, end: 1 }))).toBe('a`|`b');
  });

  it('starts a code block on a line of its own', () => {
    expect(show(applyMarkdownEdit('codeBlock', { text: 'see:', start: 4, end: 4 }))).toBe(
      'see:\n```\n|\n```\n',
    );
  });

  it('fences the selected lines without adding a line break before a line start', () => {
    expect(show(applyMarkdownEdit('codeBlock', { text: 'int a;\nint b;', start: 0, end: 13 }))).toBe(
      '```\n[int a;\nint b;]\n```\n',
    );
  });

  it('makes the selection a link and selects the address to overwrite', () => {
    const edited = applyMarkdownEdit('link', { text: 'read the docs', start: 9, end: 13 });
    expect(show(edited)).toBe(`read the [docs](${linkPlaceholder.replace('https://', '[https://]')})`);
  });

  it('puts the caret in the brackets of an empty link', () => {
    expect(show(applyMarkdownEdit('link', { text: '', start: 0, end: 0 }))).toBe(`[|](${linkPlaceholder})`);
  });

  it('marks every selected line as a bullet, from the start of the first line', () => {
    expect(show(applyMarkdownEdit('bulletList', { text: 'one\ntwo', start: 1, end: 7 }))).toBe(
      '[- one\n- two]',
    );
  });

  it('numbers every selected line', () => {
    expect(show(applyMarkdownEdit('orderedList', { text: 'x\na\nb', start: 2, end: 5 }))).toBe(
      'x\n[1. a\n2. b]',
    );
  });

  it('starts a new list item on the next line when the caret ends a line of text', () => {
    expect(show(applyMarkdownEdit('orderedList', { text: 'steps', start: 5, end: 5 }))).toBe('steps\n1. |');
    expect(show(applyMarkdownEdit('bulletList', { text: '', start: 0, end: 0 }))).toBe('- |');
  });

  it('keeps a selection beyond the text inside it', () => {
    expect(show(applyMarkdownEdit('inlineCode', { text: 'ab', start: 5, end: 9 }))).toBe('ab`|`');
  });

  it('puts an emoji in place of the selection with the caret after it', () => {
    expect(show(insertAtSelection('😀', { text: 'hi there', start: 3, end: 8 }))).toBe('hi 😀|');
  });
});
