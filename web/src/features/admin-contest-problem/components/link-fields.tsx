import { useTranslation } from 'react-i18next';
import { BalloonColourField } from './balloon-colour-field';

export interface LinkValues {
  displayId: string;
  displayTitle: string;
  color: string;
}

interface LinkFieldsProps {
  values: LinkValues;
  onChange: (values: LinkValues) => void;
  /** The server's refusal (display id taken, wrong type…), shown under the display id it usually names. */
  problem: string | null;
  /** A new contest-only problem takes its title from its own form. */
  withTitle?: boolean;
}

const input =
  'w-full rounded-md border px-3 py-2 text-sm outline-none focus:border-blue-500 focus:ring-2 focus:ring-blue-100';

/** What a problem is called inside the contest: display id, display title, balloon colour. */
export function LinkFields({ values, onChange, problem, withTitle = true }: LinkFieldsProps) {
  const { t } = useTranslation();
  const displayIdMissing = values.displayId.trim() === '';
  return (
    <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
      <label className="block" htmlFor="link-display-id">
        <span className="mb-1 block text-sm text-slate-600">
          {t(
            withTitle
              ? 'admin-contest-problem.link.displayId'
              : 'admin-contest-problem.link.displayIdInContest',
          )}
        </span>
        <input
          id="link-display-id"
          className={`${input} ${problem ? 'border-red-400' : 'border-slate-300'}`}
          value={values.displayId}
          maxLength={20}
          onChange={(event) => onChange({ ...values, displayId: event.target.value })}
          data-testid="link-display-id"
        />
      </label>
      {withTitle ? (
        <label className="block" htmlFor="link-display-title">
          <span className="mb-1 block text-sm text-slate-600">
            {t('admin-contest-problem.link.displayTitle')}
          </span>
          <input
            id="link-display-title"
            className={`${input} border-slate-300`}
            value={values.displayTitle}
            maxLength={255}
            onChange={(event) => onChange({ ...values, displayTitle: event.target.value })}
            data-testid="link-display-title"
          />
        </label>
      ) : (
        <p className="self-end pb-2 text-xs text-slate-500">
          {t('admin-contest-problem.link.displayIdHint')}
        </p>
      )}
      {problem || (withTitle && displayIdMissing) ? (
        <p className="text-xs text-red-500 sm:col-span-2" role="alert" data-testid="problem-displayId">
          {problem ?? t('admin-contest-problem.link.displayIdRequired')}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <BalloonColourField
          value={values.color}
          onChange={(color) => onChange({ ...values, color })}
          testId="link-color"
        />
      </div>
    </div>
  );
}
