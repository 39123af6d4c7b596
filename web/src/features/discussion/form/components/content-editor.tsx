import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkdownView } from '../../../../components/markdown-view';

interface ContentEditorProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  problem: string | null;
}

/** The discussion's markdown: write, or see it as readers will (the sanitised renderer, with formulas). */
export function ContentEditor({ id, value, onChange, maxLength, problem }: ContentEditorProps) {
  const { t } = useTranslation();
  const [previewing, setPreviewing] = useState(false);
  const tab = (on: boolean, label: string, testId: string) => (
    <button
      type="button"
      onClick={() => setPreviewing(on)}
      aria-pressed={previewing === on}
      className={`rounded-md px-3 py-1 text-sm ${previewing === on ? 'bg-blue-600 text-white' : 'text-slate-600 hover:bg-slate-100'}`}
      data-testid={testId}
    >
      {label}
    </button>
  );
  return (
    <div>
      <div className="mb-1 flex items-center gap-1">
        {tab(false, t('discussion.form.write'), 'discussion-form-write')}
        {tab(true, t('discussion.form.preview'), 'discussion-form-preview')}
        <span className={`ml-auto text-xs ${value.length > maxLength ? 'text-red-500' : 'text-slate-400'}`}>
          {t('discussion.form.count', { count: value.length, max: maxLength })}
        </span>
      </div>
      {previewing ? (
        <div
          className="min-h-40 rounded-md border border-slate-200 px-3 py-2"
          data-testid="discussion-form-preview-pane"
        >
          {value.trim() ? (
            <MarkdownView source={value} />
          ) : (
            <p className="text-sm text-slate-400">{t('discussion.form.previewEmpty')}</p>
          )}
        </div>
      ) : (
        <textarea
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          rows={10}
          className={`w-full rounded-md border px-3 py-2 font-mono text-sm outline-none focus:border-blue-500 focus:ring-2 focus:ring-blue-100 ${problem ? 'border-red-400' : 'border-slate-300'}`}
          data-testid="discussion-form-content"
        />
      )}
      {problem ? <span className="mt-1 block text-xs text-red-500">{problem}</span> : null}
    </div>
  );
}
