import { describe, expect, it } from 'vitest';
import {
  defaultEditorSettings,
  editorSettingsKey,
  parseEditorSettings,
  readEditorSettings,
  writeEditorSettings,
} from './editor-settings';
import { memoryStorage } from './memory-storage';

describe('editor settings', () => {
  it('defaults to solarized, 20 px and tabs of 4', () => {
    expect(defaultEditorSettings).toEqual({ theme: 'solarized', fontSize: 20, tabSize: 4 });
    expect(parseEditorSettings(null)).toEqual(defaultEditorSettings);
  });

  it('replaces unknown or out-of-range values by the defaults', () => {
    expect(parseEditorSettings('{"theme":"neon","fontSize":40,"tabSize":3}')).toEqual(defaultEditorSettings);
    expect(parseEditorSettings('not json')).toEqual(defaultEditorSettings);
    expect(parseEditorSettings('{"theme":"dracula","fontSize":12,"tabSize":8}')).toEqual({
      theme: 'dracula',
      fontSize: 12,
      tabSize: 8,
    });
  });

  it('saves settings per user, visitors under guest', () => {
    const storage = memoryStorage();
    writeEditorSettings('alice', { theme: 'cobalt', fontSize: 14, tabSize: 2 }, storage);
    expect(readEditorSettings('alice', storage).theme).toBe('cobalt');
    expect(readEditorSettings('bob', storage)).toEqual(defaultEditorSettings);
    expect(editorSettingsKey(null)).toBe('editor-settings:guest');
  });
});
