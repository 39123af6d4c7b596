import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { uploadTestcaseArchive } from '../api/upload-testcase-zip';
import { isSubtaskMode, withTypeScores, type CaseRow, type ProblemFormValues } from '../problem-form-values';
import { FieldProblemText, inputClass, textAreaClass } from './form-section';

interface TestCasesSectionProps {
  values: ProblemFormValues;
  set: (part: Partial<ProblemFormValues>) => void;
  problem?: string | null;
}

/**
 * Test cases by zip upload (the server checks and stages the archive and lists its pairs) or typed in.
 * OI problems show a score per case, subtask modes a group number per case.
 */
export function TestCasesSection({ values, set, problem }: TestCasesSectionProps) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const oi = values.type === 1;
  const grouped = isSubtaskMode(values.judgeCaseMode);
  const upload = values.isUploadTestCase;
  const rows = upload ? values.uploadedCases : values.manualCases;
  const setRows = (next: CaseRow[]) => set(upload ? { uploadedCases: next } : { manualCases: next });
  const change = (index: number, part: Partial<CaseRow>) =>
    setRows(rows.map((row, at) => (at === index ? { ...row, ...part } : row)));
  const total = rows.reduce((sum, row) => sum + (Number.parseInt(row.score, 10) || 0), 0);

  const sendZip = async (file: File) => {
    setUploading(true);
    try {
      const answer = await uploadTestcaseArchive(file, values.judgeMode);
      const cases = answer.fileList.map((pair) => ({
        input: pair.input,
        output: pair.output,
        score: '',
        groupNum: '',
      }));
      set({ uploadTestcaseDir: answer.fileListDir, uploadedCases: withTypeScores(cases, values.type) });
    } catch {
      // The API client showed the server's reason (a bad name, a missing output…).
    } finally {
      setUploading(false);
    }
  };

  return (
    <div data-testid="test-cases">
      <div className="mb-3 flex flex-wrap gap-4 text-sm">
        {[true, false].map((mode) => (
          <label key={String(mode)} className="inline-flex items-center gap-2">
            <input
              type="radio"
              name="case-mode"
              checked={upload === mode}
              onChange={() => set({ isUploadTestCase: mode })}
              data-testid={mode ? 'cases-upload' : 'cases-manual'}
            />
            {mode ? t('admin-problem.form.cases.upload') : t('admin-problem.form.cases.manual')}
          </label>
        ))}
      </div>
      {upload ? (
        <div className="mb-3 flex flex-wrap items-center gap-3">
          <label className="cursor-pointer rounded-md border border-slate-300 bg-white px-4 py-2 text-sm text-slate-700 hover:bg-slate-50">
            {uploading ? t('admin-problem.form.cases.uploading') : t('admin-problem.form.cases.chooseZip')}
            <input
              type="file"
              accept=".zip,application/zip"
              className="hidden"
              disabled={uploading}
              data-testid="cases-zip"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void sendZip(file);
              }}
            />
          </label>
          <span className="text-sm text-slate-500" data-testid="cases-count">
            {rows.length > 0
              ? t('admin-problem.form.cases.uploaded', { count: rows.length })
              : t('admin-problem.form.cases.none')}
          </span>
        </div>
      ) : null}
      {rows.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="cases-table">
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-500">
                <th className="w-10 py-2">{t('admin-problem.form.cases.number')}</th>
                <th className="py-2">{t('admin-problem.form.cases.input')}</th>
                <th className="py-2">{t('admin-problem.form.cases.output')}</th>
                {oi ? <th className="w-24 py-2">{t('admin-problem.form.cases.score')}</th> : null}
                {grouped ? <th className="w-24 py-2">{t('admin-problem.form.cases.groupNum')}</th> : null}
                {upload ? null : <th className="w-16" />}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index} className="border-b border-slate-100 align-top" data-testid="case-row">
                  <td className="py-2 text-slate-500">{index + 1}</td>
                  {(['input', 'output'] as const).map((part) => (
                    <td key={part} className="py-2 pr-2">
                      {upload ? (
                        <code className="text-slate-700">{row[part] || '—'}</code>
                      ) : (
                        <textarea
                          rows={2}
                          aria-label={`${t(`admin-problem.form.cases.${part}`)} ${index + 1}`}
                          value={row[part]}
                          onChange={(event) => change(index, { [part]: event.target.value })}
                          className={textAreaClass}
                        />
                      )}
                    </td>
                  ))}
                  {oi ? (
                    <td className="py-2 pr-2">
                      <input
                        aria-label={`${t('admin-problem.form.cases.score')} ${index + 1}`}
                        value={row.score}
                        onChange={(event) => change(index, { score: event.target.value })}
                        className={inputClass}
                        inputMode="numeric"
                        data-testid={`case-score-${index + 1}`}
                      />
                    </td>
                  ) : null}
                  {grouped ? (
                    <td className="py-2 pr-2">
                      <input
                        aria-label={`${t('admin-problem.form.cases.groupNum')} ${index + 1}`}
                        value={row.groupNum}
                        onChange={(event) => change(index, { groupNum: event.target.value })}
                        className={inputClass}
                        inputMode="numeric"
                        data-testid={`case-group-${index + 1}`}
                      />
                    </td>
                  ) : null}
                  {upload ? null : (
                    <td className="py-2">
                      <Button variant="link" onClick={() => setRows(rows.filter((_, at) => at !== index))}>
                        {t('admin-problem.form.cases.remove')}
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-4">
        {upload ? null : (
          <Button
            variant="secondary"
            onClick={() => setRows([...rows, { input: '', output: '', score: '', groupNum: '' }])}
          >
            {t('admin-problem.form.cases.add')}
          </Button>
        )}
        {oi && rows.length > 0 ? (
          <span className="text-sm text-slate-500" data-testid="cases-total">
            {t('admin-problem.form.cases.total', { total })}
          </span>
        ) : null}
      </div>
      <FieldProblemText text={problem} testId="problem-cases" />
    </div>
  );
}
