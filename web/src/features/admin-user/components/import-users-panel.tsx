import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminUserLimits } from '@oj/shared/api/admin-user';
import { Button } from '../../../components/ui/button';
import { showToast } from '../../../lib/toast-store';
import { parseUserCsv } from '../csv/parse-user-csv';
import { useImportUsers } from '../api/user-writes';

const previewColumns = adminUserLimits.importColumns;

/** The row numbers a refusal names ("row 7", "第 7 行"), to mark them in the preview. */
export function refusedRows(message: string): Set<number> {
  return new Set([...message.matchAll(/(?:row|第) (\d+)/g)].map((match) => Number(match[1])));
}

/**
 * CSV import: pick a file, read it here, preview its rows (numbered as the server names them), send
 * them; a refusal names the rows, shown above the preview until the file changes.
 */
export function ImportUsersPanel() {
  const { t } = useTranslation();
  const importUsers = useImportUsers();
  const [file, setFile] = useState<{ name: string; rows: string[][] } | null>(null);
  const max = adminUserLimits.maxImportRows;
  const choose = async (picked: File | undefined) => {
    importUsers.reset();
    setFile(picked ? { name: picked.name, rows: parseUserCsv(await picked.text()) } : null);
  };
  const tooMany = file !== null && file.rows.length > max;
  const badRows = importUsers.error ? refusedRows(importUsers.error.message) : new Set<number>();
  const send = () =>
    file &&
    importUsers.mutate(file.rows, {
      onSuccess: () => {
        showToast('success', t('admin-user.import.done', { count: file.rows.length }));
        setFile(null);
      },
    });
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4" data-testid="import-users">
      <h2 className="mb-1 text-base font-semibold text-slate-800">{t('admin-user.import.heading')}</h2>
      <p className="mb-3 text-xs leading-relaxed text-slate-500">{t('admin-user.import.help', { max })}</p>
      <label className="inline-block cursor-pointer rounded-md border border-slate-300 px-4 py-2 text-sm text-slate-700 hover:bg-slate-50">
        {t('admin-user.import.choose')}
        <input
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
          data-testid="import-file"
        />
      </label>
      {file ? (
        <div className="mt-3 space-y-3">
          <p className="text-sm text-slate-600" data-testid="import-summary">
            {file.rows.length === 0
              ? t('admin-user.import.emptyFile')
              : t('admin-user.import.rows', { count: file.rows.length, file: file.name })}
          </p>
          {tooMany ? (
            <p className="text-sm text-red-600">
              {t('admin-user.import.tooMany', { count: file.rows.length, max })}
            </p>
          ) : null}
          {importUsers.error ? (
            <div
              className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
              role="alert"
              data-testid="import-error"
            >
              <p className="font-medium">{t('admin-user.import.refused')}</p>
              <p className="mt-1 break-words">{importUsers.error.message}</p>
            </div>
          ) : null}
          {file.rows.length > 0 ? (
            <div className="max-h-72 overflow-auto rounded border border-slate-100">
              <table className="w-full text-xs" data-testid="import-preview">
                <thead className="sticky top-0 bg-slate-50 text-left text-slate-500">
                  <tr>
                    <th className="px-2 py-1.5 font-medium">{t('admin-user.import.row')}</th>
                    {previewColumns.map((column) => (
                      <th key={column} className="px-2 py-1.5 font-medium">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {file.rows.map((cells, index) => (
                    <tr
                      key={index}
                      className={`border-t border-slate-100 ${badRows.has(index + 1) ? 'bg-red-50 text-red-700' : ''}`}
                      data-bad-row={badRows.has(index + 1) ? 'true' : undefined}
                    >
                      <td className="px-2 py-1 tabular-nums text-slate-400">{index + 1}</td>
                      {previewColumns.map((column, position) => (
                        <td key={column} className="max-w-40 truncate px-2 py-1">
                          {position === 1 && cells[1] ? '••••••' : (cells[position] ?? '')}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          <div className="flex gap-2">
            <Button
              disabled={file.rows.length === 0 || tooMany || importUsers.isPending}
              onClick={send}
              data-testid="import-submit"
            >
              {t('admin-user.import.submit', { count: file.rows.length })}
            </Button>
            <Button variant="secondary" onClick={() => void choose(undefined)}>
              {t('admin-user.import.clear')}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
