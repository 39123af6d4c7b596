import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/ui/form-field';
import type { ProblemFormValues } from '../problem-form-values';

interface BasicsSectionProps {
  values: ProblemFormValues;
  set: (part: Partial<ProblemFormValues>) => void;
  problemOf: (field: string) => string | null;
}

/** Display id, title and author. */
export function BasicsSection({ values, set, problemOf }: BasicsSectionProps) {
  const { t } = useTranslation();
  const text = (field: 'problemId' | 'title' | 'author') => ({
    id: `problem-${field}`,
    label: t(`admin-problem.form.fields.${field}`),
    value: values[field],
    onChange: (event: { target: { value: string } }) => set({ [field]: event.target.value }),
    problem: problemOf(field),
    'data-testid': `field-${field}`,
  });
  return (
    <div className="grid gap-x-4 md:grid-cols-[1fr_2fr_1fr]">
      <FormField {...text('problemId')} />
      <FormField {...text('title')} />
      <FormField {...text('author')} />
    </div>
  );
}
