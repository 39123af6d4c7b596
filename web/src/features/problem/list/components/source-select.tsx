import { useTranslation } from 'react-i18next';
import { Select } from '../../../../components/ui/select';
import { judgeSourceChoices, type JudgeSourceChoice } from '../url-state';

interface SourceSelectProps {
  value: JudgeSourceChoice | null;
  onChange: (oj: JudgeSourceChoice | null) => void;
}

/** The judge source filter (`oj`): every source, this site, or one remote judge (spec §3). */
export function SourceSelect({ value, onChange }: SourceSelectProps) {
  const { t } = useTranslation();
  return (
    <Select<JudgeSourceChoice | ''>
      label={t('problem.list.source')}
      labelPlacement="hidden"
      size="lg"
      data-testid="source-select"
      value={value ?? ''}
      options={[
        { value: '', label: t('problem.list.allSources') },
        ...judgeSourceChoices.map((source) => ({
          value: source,
          label: source === 'ME' ? t('problem.list.thisSite') : source,
        })),
      ]}
      onChange={(source) => onChange(source === '' ? null : source)}
    />
  );
}
