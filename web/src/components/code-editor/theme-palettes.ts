import type { EditorThemeName } from './editor-look';

/** The colours of one editor theme: the spec names the themes; these are our own light palettes. */
export interface ThemePalette {
  dark: boolean;
  background: string;
  foreground: string;
  gutter: string;
  gutterText: string;
  selection: string;
  activeLine: string;
  cursor: string;
  keyword: string;
  string: string;
  comment: string;
  number: string;
  type: string;
  function: string;
}

export const themePalettes: Record<EditorThemeName, ThemePalette> = {
  monokai: {
    dark: true,
    background: '#272822',
    foreground: '#f8f8f2',
    gutter: '#272822',
    gutterText: '#75715e',
    selection: '#49483e',
    activeLine: '#3e3d3240',
    cursor: '#f8f8f0',
    keyword: '#f92672',
    string: '#e6db74',
    comment: '#75715e',
    number: '#ae81ff',
    type: '#66d9ef',
    function: '#a6e22e',
  },
  solarized: {
    dark: false,
    background: '#fdf6e3',
    foreground: '#586e75',
    gutter: '#eee8d5',
    gutterText: '#93a1a1',
    selection: '#eee8d5',
    activeLine: '#eee8d580',
    cursor: '#586e75',
    keyword: '#859900',
    string: '#2aa198',
    comment: '#93a1a1',
    number: '#d33682',
    type: '#b58900',
    function: '#268bd2',
  },
  material: {
    dark: true,
    background: '#263238',
    foreground: '#eeffff',
    gutter: '#263238',
    gutterText: '#546e7a',
    selection: '#80cbc433',
    activeLine: '#00000030',
    cursor: '#ffcc00',
    keyword: '#c792ea',
    string: '#c3e88d',
    comment: '#546e7a',
    number: '#ff5370',
    type: '#decb6b',
    function: '#82aaff',
  },
  idea: {
    dark: false,
    background: '#ffffff',
    foreground: '#000000',
    gutter: '#f0f0f0',
    gutterText: '#999999',
    selection: '#a6d2ff',
    activeLine: '#fffae3',
    cursor: '#000000',
    keyword: '#000080',
    string: '#008000',
    comment: '#808080',
    number: '#0000ff',
    type: '#20999d',
    function: '#00627a',
  },
  eclipse: {
    dark: false,
    background: '#ffffff',
    foreground: '#000000',
    gutter: '#f7f7f7',
    gutterText: '#999999',
    selection: '#d7d4f0',
    activeLine: '#e8f2ff',
    cursor: '#000000',
    keyword: '#7f0055',
    string: '#2a00ff',
    comment: '#3f7f5f',
    number: '#164',
    type: '#0000c0',
    function: '#000000',
  },
  'base16-dark': {
    dark: true,
    background: '#151515',
    foreground: '#e0e0e0',
    gutter: '#151515',
    gutterText: '#505050',
    selection: '#303030',
    activeLine: '#20202080',
    cursor: '#b0b0b0',
    keyword: '#ac4142',
    string: '#90a959',
    comment: '#8f5536',
    number: '#aa759f',
    type: '#f4bf75',
    function: '#6a9fb5',
  },
  cobalt: {
    dark: true,
    background: '#002240',
    foreground: '#ffffff',
    gutter: '#002240',
    gutterText: '#d0d0d0',
    selection: '#b36539',
    activeLine: '#00000059',
    cursor: '#ffffff',
    keyword: '#ffee80',
    string: '#3ad900',
    comment: '#0088ff',
    number: '#ff80e1',
    type: '#ff9d00',
    function: '#ffffff',
  },
  dracula: {
    dark: true,
    background: '#282a36',
    foreground: '#f8f8f2',
    gutter: '#282a36',
    gutterText: '#6d8a88',
    selection: '#44475a',
    activeLine: '#ffffff10',
    cursor: '#f8f8f0',
    keyword: '#ff79c6',
    string: '#f1fa8c',
    comment: '#6272a4',
    number: '#bd93f9',
    type: '#8be9fd',
    function: '#50fa7b',
  },
};
