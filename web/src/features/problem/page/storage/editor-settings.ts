import {
  editorThemes,
  fontSizes,
  tabSizes,
  type EditorSettings,
  type EditorThemeName,
} from '../../../../components/code-editor/editor-look';

/* The look's choices live with the editor (components/code-editor); this file keeps them per user. */
export { editorThemes, fontSizes, tabSizes, type EditorSettings, type EditorThemeName };

export const defaultEditorSettings: EditorSettings = { theme: 'solarized', fontSize: 20, tabSize: 4 };

/** Settings are saved per user; a visitor has its own entry. */
export function editorSettingsKey(username: string | null | undefined): string {
  return `editor-settings:${username || 'guest'}`;
}

/** What was stored, with every missing or out-of-range value replaced by its default. */
export function parseEditorSettings(text: string | null): EditorSettings {
  let stored: Partial<EditorSettings>;
  try {
    stored = (JSON.parse(text ?? '{}') as Partial<EditorSettings> | null) ?? {};
  } catch {
    stored = {};
  }
  return {
    theme: (editorThemes as readonly unknown[]).includes(stored.theme)
      ? (stored.theme as EditorThemeName)
      : defaultEditorSettings.theme,
    fontSize: (fontSizes as readonly unknown[]).includes(stored.fontSize)
      ? (stored.fontSize as number)
      : defaultEditorSettings.fontSize,
    tabSize: (tabSizes as readonly unknown[]).includes(stored.tabSize)
      ? (stored.tabSize as number)
      : defaultEditorSettings.tabSize,
  };
}

export function readEditorSettings(username: string | null | undefined, storage: Storage = localStorage) {
  return parseEditorSettings(storage.getItem(editorSettingsKey(username)));
}

export function writeEditorSettings(
  username: string | null | undefined,
  settings: EditorSettings,
  storage: Storage = localStorage,
): void {
  storage.setItem(editorSettingsKey(username), JSON.stringify(settings));
}
