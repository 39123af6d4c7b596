import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { textAreaClass } from './form-section';

type Example = { input: string; output: string };

/** The statement's samples: pairs of input and output, added and removed freely. */
export function SamplesEditor({
  examples,
  onChange,
}: {
  examples: Example[];
  onChange: (next: Example[]) => void;
}) {
  const { t } = useTranslation();
  const change = (index: number, part: Partial<Example>) =>
    onChange(examples.map((example, at) => (at === index ? { ...example, ...part } : example)));
  return (
    <div data-testid="samples">
      {examples.map((example, index) => (
        <div key={index} className="mb-3 grid gap-3 md:grid-cols-[1fr_1fr_auto]">
          {(['input', 'output'] as const).map((part) => (
            <label key={part} className="block">
              <span className="mb-1 block text-sm text-slate-600">
                {t(`admin-problem.form.samples.${part}`, { number: index + 1 })}
              </span>
              <textarea
                rows={3}
                value={example[part]}
                onChange={(event) => change(index, { [part]: event.target.value })}
                className={textAreaClass}
                data-testid={`sample-${part}-${index + 1}`}
              />
            </label>
          ))}
          <div className="flex items-end">
            <Button variant="link" onClick={() => onChange(examples.filter((_, at) => at !== index))}>
              {t('admin-problem.form.samples.remove')}
            </Button>
          </div>
        </div>
      ))}
      <Button variant="secondary" onClick={() => onChange([...examples, { input: '', output: '' }])}>
        {t('admin-problem.form.samples.add')}
      </Button>
    </div>
  );
}
