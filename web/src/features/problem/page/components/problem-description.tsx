import { useTranslation } from 'react-i18next';
import type { ProblemTagRow, ProblemView } from '@oj/shared/api/problem';
import { MarkdownView } from '../../../../components/markdown-view';
import { SampleList } from './sample-list';

function Section({ title, source }: { title: string; source: string }) {
  if (!source.trim()) return null;
  return (
    <section>
      <h3 className="mb-1 text-base font-semibold text-slate-800">{title}</h3>
      <MarkdownView source={source} />
    </section>
  );
}

/** The statement of spec §2: description, input, output, samples, hint, source and tags. */
export function ProblemDescription({ problem, tags }: { problem: ProblemView; tags: ProblemTagRow[] }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-5" data-testid="problem-description">
      <Section title={t('problem.page.sections.description')} source={problem.description} />
      <Section title={t('problem.page.sections.input')} source={problem.input} />
      <Section title={t('problem.page.sections.output')} source={problem.output} />
      <SampleList examples={problem.examples} />
      <Section title={t('problem.page.sections.hint')} source={problem.hint} />
      {problem.source.trim() ? (
        <section>
          <h3 className="mb-1 text-base font-semibold text-slate-800">{t('problem.page.sections.source')}</h3>
          <p className="text-sm text-slate-600">{problem.source}</p>
        </section>
      ) : null}
      {tags.length > 0 ? (
        <section className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-slate-500">{t('problem.page.sections.tags')}</span>
          {tags.map((tag) => (
            <span
              key={tag.id}
              className="rounded-full px-2.5 py-0.5 text-xs text-white"
              style={{ backgroundColor: tag.color || '#64748b' }}
            >
              {tag.name}
            </span>
          ))}
        </section>
      ) : null}
    </div>
  );
}
