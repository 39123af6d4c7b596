import { EditorView } from '@codemirror/view';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { tags } from '@lezer/highlight';
import type { EditorSettings } from './editor-look';
import { themePalettes } from './theme-palettes';

/** The look of the editor for the chosen theme and font size. */
export function editorTheme(settings: EditorSettings): Extension {
  const palette = themePalettes[settings.theme];
  const base = EditorView.theme(
    {
      '&': {
        color: palette.foreground,
        backgroundColor: palette.background,
        fontSize: `${settings.fontSize}px`,
        height: '100%',
      },
      '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
      '.cm-content': { caretColor: palette.cursor },
      '.cm-cursor, .cm-dropCursor': { borderLeftColor: palette.cursor },
      '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
        backgroundColor: palette.selection,
      },
      '.cm-activeLine': { backgroundColor: palette.activeLine },
      '.cm-gutters': { backgroundColor: palette.gutter, color: palette.gutterText, border: 'none' },
      '.cm-activeLineGutter': { backgroundColor: palette.activeLine },
    },
    { dark: palette.dark },
  );
  const highlight = HighlightStyle.define([
    {
      tag: [tags.keyword, tags.controlKeyword, tags.modifier, tags.processingInstruction],
      color: palette.keyword,
    },
    { tag: [tags.string, tags.character, tags.special(tags.string)], color: palette.string },
    { tag: [tags.comment, tags.lineComment, tags.blockComment], color: palette.comment, fontStyle: 'italic' },
    { tag: [tags.number, tags.bool, tags.null], color: palette.number },
    { tag: [tags.typeName, tags.className, tags.standard(tags.typeName)], color: palette.type },
    { tag: [tags.function(tags.variableName), tags.macroName], color: palette.function },
  ]);
  return [base, syntaxHighlighting(highlight)];
}
