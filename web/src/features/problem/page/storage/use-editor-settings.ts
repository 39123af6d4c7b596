import { useState } from 'react';
import { readEditorSettings, writeEditorSettings, type EditorSettings } from './editor-settings';

/** The viewer's editor settings, saved in local storage on every change. */
export function useEditorSettings(username: string | null) {
  const [settings, setSettings] = useState<EditorSettings>(() => readEditorSettings(username));
  function change(next: EditorSettings) {
    setSettings(next);
    writeEditorSettings(username, next);
  }
  return [settings, change] as const;
}
