import { useTranslation } from 'react-i18next';
import { LinkFields, type LinkValues } from './link-fields';

interface NewProblemLinkCardProps {
  contestTitle: string;
  values: LinkValues;
  onChange: (values: LinkValues) => void;
}

/** Above the problem form of a new contest-only problem: where it goes in the contest. */
export function NewProblemLinkCard({ contestTitle, values, onChange }: NewProblemLinkCardProps) {
  const { t } = useTranslation();
  return (
    <section
      className="mx-auto mb-5 max-w-5xl rounded-xl border border-blue-100 bg-blue-50/40 p-4 sm:p-5"
      data-testid="new-problem-link"
    >
      <h2 className="mb-1 text-base font-semibold text-slate-800">
        {t('admin-contest-problem.create.linkHeading', { title: contestTitle })}
      </h2>
      <p className="mb-3 text-xs text-slate-500">{t('admin-contest-problem.create.linkHint')}</p>
      <LinkFields values={values} onChange={onChange} problem={null} withTitle={false} />
    </section>
  );
}
