import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { examModeOf } from '@oj/shared/domain/exam-mode';
import { WritePreviewSwitch } from '../../../../components/admin-form/write-preview-switch';
import { MarkdownView } from '../../../../components/markdown-view';
import { borderOf, inputClass, ProblemText } from './form-parts';

interface DescriptionFieldProps {
  value: string;
  onChange: (value: string) => void;
  problem: string | null;
}

/**
 * The description in markdown, written or previewed with the site's renderer, and what its leading
 * `[exam, N]` marker does (spec part 2 §4): the form says whether the text as typed makes an exam.
 */
export function DescriptionField({ value, onChange, problem }: DescriptionFieldProps) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState(false);
  const exam = examModeOf(value);
  return (
    <div data-testid="contest-description-field">
      <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm text-slate-600">{t('admin-contest.form.fields.description')}</span>
        <WritePreviewSwitch
          preview={preview}
          onChange={setPreview}
          writeText={t('admin-contest.form.description.write')}
          previewText={t('admin-contest.form.description.preview')}
          testIds={{ write: 'description-write', preview: 'description-preview' }}
        />
      </div>
      {preview ? (
        <div className="min-h-40 rounded-md border border-slate-200 px-3 py-2">
          {value.trim() ? (
            <MarkdownView source={value} />
          ) : (
            <p className="text-sm text-slate-400">{t('admin-contest.form.description.empty')}</p>
          )}
        </div>
      ) : (
        <textarea
          aria-label={t('admin-contest.form.fields.description')}
          rows={8}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputClass} ${borderOf(problem)} font-mono`}
          data-testid="contest-description"
        />
      )}
      <ProblemText text={problem} testId="problem-description" />
      <div className="mt-2 rounded-md bg-slate-50 px-3 py-2 text-xs leading-5 text-slate-600">
        <p>{t('admin-contest.form.description.examHelp')}</p>
        <p className="mt-1 font-medium" data-testid="exam-mode-state">
          {exam.examMode
            ? t('admin-contest.form.description.examOn', { limit: exam.submitLimit })
            : t('admin-contest.form.description.examOff')}
        </p>
      </div>
    </div>
  );
}
