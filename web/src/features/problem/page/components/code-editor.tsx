import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorSettings } from '../storage/editor-settings';
import type { MountedEditor } from '../editor/mount-editor';

interface CodeEditorProps {
  code: string;
  language: string;
  settings: EditorSettings;
  onChange: (code: string) => void;
}

/** CodeMirror 6, loaded on first use so the first load of other pages stays small. */
export function CodeEditor({ code, language, settings, onChange }: CodeEditorProps) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<MountedEditor | null>(null);
  const latest = useRef({ code, language, settings, onChange });
  latest.current = { code, language, settings, onChange };
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void import('../editor/mount-editor').then(({ mountEditor }) => {
      if (cancelled || !host.current) return;
      const { code: doc, language: name, settings: look } = latest.current;
      editor.current = mountEditor(host.current, { code: doc, language: name, settings: look }, (next) =>
        latest.current.onChange(next),
      );
      setReady(true);
    });
    return () => {
      cancelled = true;
      editor.current?.destroy();
      editor.current = null;
    };
  }, []);

  useEffect(() => editor.current?.setCode(code), [code, ready]);
  useEffect(() => editor.current?.setLanguage(language), [language, ready]);
  useEffect(() => editor.current?.setSettings(settings), [settings, ready]);

  return (
    <div
      className="relative h-[550px] overflow-hidden rounded-lg border border-slate-200"
      data-testid="code-editor"
    >
      {ready ? null : (
        <p className="absolute inset-0 grid place-items-center text-sm text-slate-400">
          {t('problem.page.editor.loading')}
        </p>
      )}
      <div ref={host} className="h-full" />
    </div>
  );
}
