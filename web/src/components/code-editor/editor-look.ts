/** The editor's themes, font sizes and tab sizes (spec §9): what any screen's code editor can show. */
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
