import { useTranslation } from 'react-i18next';
import { Select } from '../../../../components/ui/select';
import { durationSecondsOf, type ContestFormValues } from '../contest-form-values';
import { sealChoiceDisabled, sealChoices, type SealChoice } from '../seal-choices';
import { formatBeijingTime } from '../../../../lib/beijing-time';
import { ProblemText, SwitchRow } from './form-parts';
import { StarAccountsField } from './star-accounts-field';

interface BoardSectionProps {
  values: ContestFormValues;
  set: (part: Partial<ContestFormValues>) => void;
  problemOf: (field: 'sealRank' | 'starAccount') => string | null;
}

/**
 * The board: sealing (for OI, whether contestants see their results in real time) with the seal
 * choices the duration allows, the outside board, the shown name, the OI score rule, star users.
 */
export function BoardSection({ values, set, problemOf }: BoardSectionProps) {
  const { t } = useTranslation();
  const duration = durationSecondsOf(values) ?? 0;
  const oi = values.type === 1;
  const choice = (value: SealChoice, label: string) => (
    <label
      key={value}
      className={`inline-flex items-center gap-1.5 text-sm ${sealChoiceDisabled(value, duration) ? 'text-slate-400' : 'text-slate-700'}`}
    >
      <input
        type="radio"
        name="seal-choice"
        value={value}
        checked={values.sealChoice === value}
        disabled={sealChoiceDisabled(value, duration)}
        onChange={() => set({ sealChoice: value })}
        data-testid={`seal-${value}`}
      />
      {label}
    </label>
  );
  return (
    <div className="space-y-1">
      <SwitchRow
        label={t(oi ? 'admin-contest.form.fields.sealOi' : 'admin-contest.form.fields.seal')}
        hint={t(oi ? 'admin-contest.form.hints.sealOi' : 'admin-contest.form.hints.seal')}
        checked={values.sealRank}
        onChange={(sealRank) => set({ sealRank })}
        testId="contest-seal"
      />
      {values.sealRank ? (
        <div
          className="mb-2 ml-12 flex flex-wrap gap-x-5 gap-y-2"
          role="radiogroup"
          data-testid="seal-choices"
        >
          {sealChoices.map((value) => choice(value, t(`admin-contest.form.seal.${value}`)))}
          {values.sealChoice === 'kept' && values.keptSealMs !== null
            ? choice(
                'kept',
                t('admin-contest.form.seal.kept', {
                  time: formatBeijingTime(new Date(values.keptSealMs).toISOString(), 'second'),
                }),
              )
            : null}
        </div>
      ) : null}
      <div className="ml-12">
        <ProblemText text={problemOf('sealRank')} testId="problem-sealRank" />
      </div>
      <SwitchRow
        label={t('admin-contest.form.fields.openRank')}
        hint={t('admin-contest.form.hints.openRank')}
        checked={values.openRank}
        onChange={(openRank) => set({ openRank })}
        testId="contest-open-rank"
      />
      <div className="grid gap-x-4 gap-y-3 pt-2 md:grid-cols-2">
        <Select<ContestFormValues['rankShowName']>
          label={t('admin-contest.form.fields.rankShowName')}
          size="lg"
          value={values.rankShowName}
          options={(['username', 'nickname', 'realname'] as const).map((name) => ({
            value: name,
            label: t(`admin-contest.form.showNames.${name}`),
          }))}
          onChange={(rankShowName) => set({ rankShowName })}
          data-testid="contest-show-name"
        />
        {oi ? (
          <Select<ContestFormValues['oiRankScoreType']>
            label={t('admin-contest.form.fields.oiRankScoreType')}
            size="lg"
            value={values.oiRankScoreType}
            options={[
              { value: 'Recent', label: t('admin-contest.form.oiScore.Recent') },
              { value: 'Highest', label: t('admin-contest.form.oiScore.Highest') },
            ]}
            onChange={(oiRankScoreType) => set({ oiRankScoreType })}
            data-testid="contest-oi-score"
          />
        ) : null}
      </div>
      <StarAccountsField
        accounts={values.starAccounts}
        onChange={(starAccounts) => set({ starAccounts })}
        problem={problemOf('starAccount')}
      />
    </div>
  );
}
