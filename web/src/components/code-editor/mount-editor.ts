import { basicSetup } from 'codemirror';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { indentUnit } from '@codemirror/language';
import { indentWithTab } from '@codemirror/commands';
import type { EditorSettings } from './editor-look';
import { editorTheme } from './editor-theme';
import { languageSupport } from './language-support';

/* The CodeMirror 6 editor, imported dynamically by the code editor component: it stays out of /home. */

export interface MountedEditor {
  setCode(code: string): void;
  setLanguage(language: string): void;
  setSettings(settings: EditorSettings): void;
  destroy(): void;
}

function tabExtensions(tabSize: number) {
  return [EditorState.tabSize.of(tabSize), indentUnit.of(' '.repeat(tabSize))];
}

export function mountEditor(
  parent: HTMLElement,
  initial: { code: string; language: string; settings: EditorSettings },
  onChange: (code: string) => void,
): MountedEditor {
  const language = new Compartment();
  const theme = new Compartment();
  const tabs = new Compartment();
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: initial.code,
      extensions: [
        basicSetup,
        keymap.of([indentWithTab]),
        language.of(languageSupport(initial.language)),
        theme.of(editorTheme(initial.settings)),
        tabs.of(tabExtensions(initial.settings.tabSize)),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
  return {
    setCode(code) {
      if (code === view.state.doc.toString()) return;
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: code } });
    },
    setLanguage(name) {
      view.dispatch({ effects: language.reconfigure(languageSupport(name)) });
    },
    setSettings(settings) {
      view.dispatch({
        effects: [
          theme.reconfigure(editorTheme(settings)),
          tabs.reconfigure(tabExtensions(settings.tabSize)),
        ],
      });
    },
    destroy: () => view.destroy(),
  };
}
