/** The editor's themes, font sizes and tab sizes (spec §9). */
export const editorThemes = [
  'monokai',
  'solarized',
  'material',
  'idea',
  'eclipse',
  'base16-dark',
  'cobalt',
  'dracula',
] as const;
export type EditorThemeName = (typeof editorThemes)[number];

export const fontSizes = [12, 13, 14, 15, 16, 17, 18, 19, 20] as const;
export const tabSizes = [2, 4, 8] as const;

export interface EditorSettings {
  theme: EditorThemeName;
  fontSize: number;
  tabSize: number;
}

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
