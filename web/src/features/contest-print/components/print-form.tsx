import { useTranslation } from 'react-i18next';
import { contestPrintRules } from '@oj/shared/api/contest-print';
import { Button } from '../../../components/ui/button';
import { showToast } from '../../../lib/toast-store';
import { useForm } from '../../../lib/use-form';
import { useSubmitPrintText } from '../api/submit-print-text';
import { printContentProblem, printLength } from '../print-rules';

/**
 * The contest's print tab (spec §2 "Contest print tab", §5): a text of at least 50 characters goes to
 * the print queue the contest's admins work through; the box empties once it is queued.
 */
export function PrintForm({ cid }: { cid: number }) {
  const { t } = useTranslation();
  const submit = useSubmitPrintText();
  const form = useForm({ content: '' }, { content: printContentProblem });
  const problem = form.problemText('content');
  const length = printLength(form.values.content);
  const send = form.handleSubmit(({ content }) =>
    submit.mutate(
      { cid, content },
      {
        onSuccess: () => {
          showToast('success', t('contest-print.form.sent'));
          form.reset();
        },
      },
    ),
  );
  return (
    <form
      onSubmit={send}
      noValidate
      className="rounded-lg border border-slate-200 bg-white p-4"
      data-testid="print-form"
    >
      <h2 className="text-base font-semibold text-slate-800">{t('contest-print.form.heading')}</h2>
      <p className="mb-3 text-xs text-slate-500">
        {t('contest-print.form.hint', { min: contestPrintRules.minLength })}
      </p>
      <label htmlFor="print-content" className="mb-1 block text-sm text-slate-600">
        {t('contest-print.form.content')}
      </label>
      <textarea
        id="print-content"
        data-testid="print-content"
        {...form.text('content')}
        rows={16}
        spellCheck={false}
        aria-invalid={problem !== null}
        aria-describedby="print-content-problem"
        placeholder={t('contest-print.form.placeholder')}
        className={`block w-full resize-y rounded-md border px-3 py-2 font-mono text-sm leading-relaxed outline-none transition focus:border-blue-500 focus:ring-2 focus:ring-blue-100 ${problem ? 'border-red-400' : 'border-slate-300'}`}
      />
      <div className="mt-1 flex flex-wrap items-start justify-between gap-2 text-xs">
        <span id="print-content-problem" className="text-red-500" data-testid="print-problem">
          {problem}
        </span>
        <span className="ml-auto text-slate-400" data-testid="print-length">
          {t('contest-print.form.length', { length, max: contestPrintRules.maxLength })}
        </span>
      </div>
      <div className="mt-3 flex justify-end">
        <Button type="submit" disabled={submit.isPending} data-testid="print-submit">
          {t('contest-print.form.submit')}
        </Button>
      </div>
    </form>
  );
}
