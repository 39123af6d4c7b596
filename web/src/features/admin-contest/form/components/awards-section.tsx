import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Select } from '../../../../components/ui/select';
import { defaultAwardRows, nextAwardRow, type AwardRow } from '../award-rows';
import type { ContestFormValues } from '../contest-form-values';
import { ProblemText } from './form-parts';

interface AwardsSectionProps {
  values: ContestFormValues;
  set: (part: Partial<ContestFormValues>) => void;
  problem: string | null;
  /** The default tiers' names in the page's language. */
  awardNames: readonly [string, string, string];
}

const cellInput =
  'w-full rounded border border-slate-300 px-2 py-1 text-sm outline-none focus:border-blue-500 focus:ring-2 focus:ring-blue-100';

/** No awards, or tiers by proportion of the ranked contestants or by head count, as a table. */
export function AwardsSection({ values, set, problem, awardNames }: AwardsSectionProps) {
  const { t } = useTranslation();
  const rows = values.awards;
  const change = (index: number, part: Partial<AwardRow>) =>
    set({ awards: rows.map((row, at) => (at === index ? { ...row, ...part } : row)) });
  const unit = values.awardType === 1 ? '%' : t('admin-contest.form.awards.people');
  return (
    <div data-testid="awards">
      <div className="flex flex-wrap items-end gap-3">
        <Select<0 | 1 | 2>
          label={t('admin-contest.form.fields.awardType')}
          size="lg"
          className="min-w-48"
          value={values.awardType}
          options={[
            { value: 0, label: t('admin-contest.form.awards.none') },
            { value: 1, label: t('admin-contest.form.awards.proportion') },
            { value: 2, label: t('admin-contest.form.awards.number') },
          ]}
          onChange={(awardType) => set({ awardType })}
          data-testid="contest-award-type"
        />
        {values.awardType === 0 ? null : (
          <Button variant="link" onClick={() => set({ awards: defaultAwardRows(awardNames) })}>
            {t('admin-contest.form.awards.reset')}
          </Button>
        )}
      </div>
      <p className="mt-1 text-xs text-slate-500">{t(`admin-contest.form.hints.award${values.awardType}`)}</p>
      {values.awardType === 0 ? null : (
        <>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[44rem] text-sm" data-testid="award-table">
              <thead className="bg-slate-50 text-left text-xs text-slate-500">
                <tr>
                  <th className="w-20 px-2 py-1.5 font-medium">{t('admin-contest.form.awards.priority')}</th>
                  <th className="px-2 py-1.5 font-medium">{t('admin-contest.form.awards.name')}</th>
                  <th className="w-20 px-2 py-1.5 font-medium">
                    {t('admin-contest.form.awards.background')}
                  </th>
                  <th className="w-20 px-2 py-1.5 font-medium">{t('admin-contest.form.awards.color')}</th>
                  <th className="w-28 px-2 py-1.5 font-medium">
                    {t('admin-contest.form.awards.num')} ({unit})
                  </th>
                  <th className="w-28 px-2 py-1.5 font-medium">{t('admin-contest.form.awards.look')}</th>
                  <th className="w-14 px-2 py-1.5" />
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={index} className="border-t border-slate-100" data-testid={`award-row-${index}`}>
                    <InputCell
                      kind="number"
                      label={t('admin-contest.form.awards.priority')}
                      value={row.priority}
                      onText={(priority) => change(index, { priority })}
                    />
                    <InputCell
                      kind="name"
                      label={t('admin-contest.form.awards.name')}
                      value={row.name}
                      onText={(name) => change(index, { name })}
                    />
                    <InputCell
                      kind="color"
                      label={t('admin-contest.form.awards.background')}
                      value={row.background || '#ffffff'}
                      onText={(background) => change(index, { background })}
                    />
                    <InputCell
                      kind="color"
                      label={t('admin-contest.form.awards.color')}
                      value={row.color || '#000000'}
                      onText={(color) => change(index, { color })}
                    />
                    <InputCell
                      kind="number"
                      label={t('admin-contest.form.awards.num')}
                      value={row.num}
                      onText={(num) => change(index, { num })}
                      testId={`award-num-${index}`}
                    />
                    <td className="px-2 py-1.5">
                      <span
                        className="inline-block max-w-24 truncate rounded px-2 py-0.5 text-xs"
                        style={{ background: row.background, color: row.color }}
                      >
                        {row.name || '-'}
                      </span>
                    </td>
                    <td className="px-2 py-1.5 text-right">
                      <Button
                        variant="link"
                        className="text-red-600"
                        onClick={() => set({ awards: rows.filter((_, at) => at !== index) })}
                      >
                        {t('admin-contest.form.awards.remove')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Button
            variant="link"
            className="mt-2"
            onClick={() =>
              set({ awards: [...rows, nextAwardRow(rows, t('admin-contest.form.awards.newName'))] })
            }
            data-testid="award-add"
          >
            ＋ {t('admin-contest.form.awards.add')}
          </Button>
        </>
      )}
      <ProblemText text={problem} testId="problem-awards" />
    </div>
  );
}

/** How each kind of award cell takes its value: a number typed, a short name, a colour picked. */
const cellKinds = {
  number: { cell: 'px-2 py-1.5', input: { className: cellInput, inputMode: 'numeric' } },
  name: { cell: 'min-w-36 px-2 py-1.5', input: { className: cellInput, maxLength: 32 } },
  color: {
    cell: 'px-2 py-1.5',
    input: { type: 'color', className: 'h-8 w-12 cursor-pointer rounded border border-slate-300' },
  },
} as const;

interface InputCellProps {
  kind: keyof typeof cellKinds;
  label: string;
  value: string;
  onText: (value: string) => void;
  testId?: string;
}

/** One editable cell of an award row, named for screen readers by its column. */
function InputCell({ kind, label, value, onText, testId }: InputCellProps) {
  return (
    <td className={cellKinds[kind].cell}>
      <input
        {...cellKinds[kind].input}
        aria-label={label}
        value={value}
        onChange={(event) => onText(event.target.value)}
        data-testid={testId}
      />
    </td>
  );
}
