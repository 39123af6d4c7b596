import { useTranslation } from 'react-i18next';
import { examplesFromText } from '@oj/shared/api/admin-problem-form';
import { CopyButton } from './copy-button';

function SampleBox({ title, text, testId }: { title: string; text: string; testId: string }) {
  return (
    <div className="min-w-0 flex-1">
      <div className="mb-1 flex items-center justify-between">
        <span className="text-sm font-medium text-slate-600">{title}</span>
        <CopyButton text={text} testId={`${testId}-copy`} />
      </div>
      <pre
        data-testid={testId}
        className="overflow-x-auto rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-800"
      >
        {text}
      </pre>
    </div>
  );
}

/** The statement's samples, side by side on wide screens, each with a copy button. */
export function SampleList({ examples }: { examples: string }) {
  const { t } = useTranslation();
  const samples = examplesFromText(examples);
  if (samples.length === 0) return null;
  return (
    <section className="space-y-3">
      <h3 className="text-base font-semibold text-slate-800">{t('problem.page.sections.examples')}</h3>
      {samples.map((sample, index) => (
        <div key={index} className="flex flex-col gap-3 sm:flex-row">
          <SampleBox
            title={t('problem.page.sections.sampleInput', { n: index + 1 })}
            text={sample.input}
            testId={`sample-input-${index + 1}`}
          />
          <SampleBox
            title={t('problem.page.sections.sampleOutput', { n: index + 1 })}
            text={sample.output}
            testId={`sample-output-${index + 1}`}
          />
        </div>
      ))}
    </section>
  );
}
