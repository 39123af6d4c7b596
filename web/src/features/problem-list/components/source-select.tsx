import { useTranslation } from 'react-i18next';
import { judgeSourceChoices, type JudgeSourceChoice } from '../url-state';

interface SourceSelectProps {
  value: JudgeSourceChoice | null;
  onChange: (oj: JudgeSourceChoice | null) => void;
}

/** The judge source filter (`oj`): every source, this site, or one remote judge (spec §3). */
export function SourceSelect({ value, onChange }: SourceSelectProps) {
  const { t } = useTranslation();
  return (
    <select
      value={value ?? ''}
      aria-label={t('problem-list.source')}
      onChange={(event) => onChange((event.target.value || null) as JudgeSourceChoice | null)}
      className="rounded-md border border-slate-300 bg-white px-2 py-2 text-sm text-slate-700 outline-none focus:border-blue-500"
      data-testid="source-select"
    >
      <option value="">{t('problem-list.allSources')}</option>
      {judgeSourceChoices.map((source) => (
        <option key={source} value={source}>
          {source === 'ME' ? t('problem-list.thisSite') : source}
        </option>
      ))}
    </select>
  );
}
