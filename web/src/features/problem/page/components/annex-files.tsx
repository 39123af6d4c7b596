import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/ui/card';
import { CopyButton } from './copy-button';

/** The annex tab (admins only): the extra files given to the user's program. */
export function AnnexFiles({ files }: { files: [string, string][] }) {
  const { t } = useTranslation();
  if (files.length === 0) return <EmptyState text={t('problem.page.annex.empty')} />;
  return (
    <div className="space-y-4" data-testid="annex-files">
      {files.map(([name, content]) => (
        <div key={name}>
          <div className="mb-1 flex items-center justify-between">
            <span className="font-mono text-sm text-slate-700">{name}</span>
            <CopyButton text={content} />
          </div>
          <pre className="max-h-64 overflow-auto rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-xs">
            {content}
          </pre>
        </div>
      ))}
    </div>
  );
}
