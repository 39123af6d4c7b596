import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WritePreviewSwitch } from '../../../../components/admin-form/write-preview-switch';
import { MarkdownView } from '../../../../components/markdown-view';
import { Button } from '../../../../components/ui/button';
import { uploadMarkdownFile } from '../api/upload-md-file';
import { uploadMarkdownImage } from '../api/upload-md-img';
import { FieldProblemText, textAreaClass } from './form-section';

interface StatementFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: string | null;
  rows?: number;
}

/**
 * A markdown statement field: write or preview (formulas included, through the site's renderer), and
 * a picture or a file uploaded to the server put into the text where the cursor is.
 */
export function StatementField({ name, label, value, onChange, problem, rows = 6 }: StatementFieldProps) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState(false);
  const [uploading, setUploading] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const filePicker = useRef<HTMLInputElement>(null);

  /** Uploads a picture (shown in the text) or any file (a download link), put where the cursor is. */
  const insert = async (file: File, kind: 'image' | 'file') => {
    setUploading(true);
    try {
      const { link } = kind === 'image' ? await uploadMarkdownImage(file) : await uploadMarkdownFile(file);
      const at = area.current?.selectionStart ?? value.length;
      const name = file.name.replace(/[[\]]/g, '');
      const markdown = kind === 'image' ? `![${name}](${link})` : `[${name}](${link})`;
      onChange(`${value.slice(0, at)}${markdown}${value.slice(at)}`);
    } catch {
      // The API client has told the user why.
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="mb-4" data-testid={`statement-${name}`}>
      <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm text-slate-600">{label}</span>
        <div className="flex items-center gap-3">
          <Button variant="link" onClick={() => picker.current?.click()} disabled={uploading}>
            {uploading
              ? t('admin-problem.form.statement.uploading')
              : t('admin-problem.form.statement.insertImage')}
          </Button>
          <input
            ref={picker}
            type="file"
            accept="image/*"
            className="hidden"
            data-testid={`statement-${name}-image`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void insert(file, 'image');
            }}
          />
          <Button variant="link" onClick={() => filePicker.current?.click()} disabled={uploading}>
            {t('admin-problem.form.statement.insertFile')}
          </Button>
          <input
            ref={filePicker}
            type="file"
            className="hidden"
            data-testid={`statement-${name}-file`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void insert(file, 'file');
            }}
          />
          <WritePreviewSwitch
            preview={preview}
            onChange={setPreview}
            writeText={t('admin-problem.form.statement.edit')}
            previewText={t('admin-problem.form.statement.preview')}
          />
        </div>
      </div>
      {preview ? (
        <div
          className="min-h-24 rounded-md border border-slate-200 px-3 py-2"
          data-testid={`statement-${name}-preview`}
        >
          {value.trim() ? (
            <MarkdownView source={value} />
          ) : (
            <p className="text-sm text-slate-400">{t('admin-problem.form.statement.previewEmpty')}</p>
          )}
        </div>
      ) : (
        <textarea
          ref={area}
          aria-label={label}
          rows={rows}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`${textAreaClass} ${problem ? 'border-red-400' : ''}`}
          data-testid={`field-${name}`}
        />
      )}
      <FieldProblemText text={problem} testId={`problem-${name}`} />
    </div>
  );
}
