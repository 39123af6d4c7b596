import { useTranslation } from 'react-i18next';
import { durationSecondsOf, type ContestFormValues } from '../contest-form-values';
import { durationText } from '../duration-text';
import { borderOf, inputClass, ProblemText } from './form-parts';

interface TimeSectionProps {
  values: ContestFormValues;
  set: (part: Partial<ContestFormValues>) => void;
  problemOf: (field: 'startTime' | 'endTime') => string | null;
}

/** Start and end, typed at UTC+8 as every screen shows times, and the duration they make. */
export function TimeSection({ values, set, problemOf }: TimeSectionProps) {
  const { t } = useTranslation();
  const duration = durationSecondsOf(values);
  const field = (name: 'startTime' | 'endTime') => {
    const problem = problemOf(name);
    return (
      <label className="block" htmlFor={`contest-${name}`}>
        <span className="mb-1 block text-sm text-slate-600">{t(`admin-contest.form.fields.${name}`)}</span>
        <input
          id={`contest-${name}`}
          type="datetime-local"
          className={`${inputClass} ${borderOf(problem)} tabular-nums`}
          value={values[name]}
          onChange={(event) => set({ [name]: event.target.value })}
          data-testid={`contest-${name}`}
        />
        <ProblemText text={problem} testId={`problem-${name}`} />
      </label>
    );
  };
  return (
    <div>
      <div className="grid gap-x-4 gap-y-3 md:grid-cols-3">
        {field('startTime')}
        {field('endTime')}
        <div>
          <span className="mb-1 block text-sm text-slate-600">{t('admin-contest.form.fields.duration')}</span>
          <p className="py-2 text-sm text-slate-800 tabular-nums" data-testid="contest-duration">
            {duration !== null && duration > 0 ? durationText(duration, t) : '-'}
          </p>
        </div>
      </div>
      <p className="mt-1 text-xs text-slate-500">{t('admin-contest.form.hints.timeZone')}</p>
    </div>
  );
}
