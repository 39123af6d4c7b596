import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { FieldProblemText, inputClass, textAreaClass } from './form-section';

/** The server's rule for extra file names (shared's extraFilesInput). */
const fileNamePattern = /^(?!\.{1,2}$)[\w.-]{1,64}$/;

interface ExtraFilesFieldProps {
  label: string;
  hint: string;
  files: Record<string, string>;
  onChange: (files: Record<string, string>) => void;
  testId: string;
}

/** Extra files by name and content, added and edited in a dialog. */
export function ExtraFilesField({ label, hint, files, onChange, testId }: ExtraFilesFieldProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ original: string | null; name: string; content: string } | null>(
    null,
  );
  const nameProblem = (() => {
    if (!editing) return null;
    if (!fileNamePattern.test(editing.name)) return t('admin-problem.form.files.nameInvalid');
    if (editing.name !== editing.original && editing.name in files)
      return t('admin-problem.form.files.nameTaken');
    return null;
  })();
  const save = () => {
    if (!editing || nameProblem) return;
    const next = Object.fromEntries(Object.entries(files).filter(([name]) => name !== editing.original));
    next[editing.name] = editing.content;
    onChange(next);
    setEditing(null);
  };

  return (
    <div className="mb-4" data-testid={testId}>
      <span className="block text-sm text-slate-600">{label}</span>
      <span className="mb-2 block text-xs text-slate-400">{hint}</span>
      <ul className="mb-2 flex flex-wrap gap-2">
        {Object.keys(files).map((name) => (
          <li
            key={name}
            className="flex items-center gap-2 rounded-md border border-slate-200 px-2 py-1 text-sm"
          >
            <code>{name}</code>
            <Button
              variant="link"
              onClick={() => setEditing({ original: name, name, content: files[name] ?? '' })}
            >
              {t('admin-problem.form.files.edit')}
            </Button>
            <Button
              variant="link"
              onClick={() =>
                onChange(Object.fromEntries(Object.entries(files).filter(([key]) => key !== name)))
              }
            >
              {t('admin-problem.form.files.remove')}
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={() => setEditing({ original: null, name: '', content: '' })}>
        {t('admin-problem.form.files.add')}
      </Button>
      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={t('admin-problem.form.files.dialogTitle')}
      >
        <label className="mb-3 block">
          <span className="mb-1 block text-sm text-slate-600">{t('admin-problem.form.files.name')}</span>
          <input
            value={editing?.name ?? ''}
            onChange={(event) => setEditing((now) => now && { ...now, name: event.target.value.trim() })}
            className={inputClass}
            data-testid="extra-file-name"
          />
          <FieldProblemText text={editing && editing.name !== '' ? nameProblem : null} />
        </label>
        <label className="mb-4 block">
          <span className="mb-1 block text-sm text-slate-600">{t('admin-problem.form.files.content')}</span>
          <textarea
            rows={8}
            value={editing?.content ?? ''}
            onChange={(event) => setEditing((now) => now && { ...now, content: event.target.value })}
            className={textAreaClass}
            data-testid="extra-file-content"
          />
        </label>
        <div className="flex justify-end">
          <Button onClick={save} disabled={nameProblem !== null} data-testid="extra-file-save">
            {t('admin-problem.form.files.save')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
