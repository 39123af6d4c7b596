import { useEffect, useRef, useState } from 'react';
import type { EditorSettings } from './editor-look';
import type { MountedEditor } from './mount-editor';

interface CodeEditorProps {
  code: string;
  language: string;
  settings: EditorSettings;
  onChange: (code: string) => void;
  /** Shown while CodeMirror's chunk loads, in the screen's language. */
  loadingText: string;
  /** The editor's height and any other outer classes; the problem page's is 550 px. */
  className?: string;
  testId?: string;
}

/** CodeMirror 6, loaded on first use so the first load of other pages stays small. */
export function CodeEditor({
  code,
  language,
  settings,
  onChange,
  loadingText,
  className = 'h-[550px]',
  testId = 'code-editor',
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<MountedEditor | null>(null);
  const latest = useRef({ code, language, settings, onChange });
  latest.current = { code, language, settings, onChange };
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void import('./mount-editor').then(({ mountEditor }) => {
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
      className={`relative overflow-hidden rounded-lg border border-slate-200 ${className}`}
      data-testid={testId}
    >
      {ready ? null : (
        <p className="absolute inset-0 grid place-items-center text-sm text-slate-400">{loadingText}</p>
      )}
      <div ref={host} className="h-full" />
    </div>
  );
}
