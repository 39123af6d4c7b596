import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { judgeModes } from '@oj/shared/api/admin-problem-form';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { Select } from '../../../../components/ui/select';
import type { JudgeMode } from '../problem-form-values';

interface JudgeModeFieldProps {
  value: JudgeMode;
  onChange: (mode: JudgeMode) => void;
}

/** What the dialog explains: the mode just chosen, or (from the help link) every mode. */
type Explained = { kind: 'changed'; mode: JudgeMode } | { kind: 'all' };

/**
 * The judge mode select (spec part 3, §4: "an explanatory popup on change"). Choosing a mode opens a
 * dialog saying what it means and what it needs; the link below the select opens all three, so the
 * explanation can be read before choosing too.
 */
export function JudgeModeField({ value, onChange }: JudgeModeFieldProps) {
  const { t } = useTranslation();
  const [explained, setExplained] = useState<Explained | null>(null);
  const close = () => setExplained(null);
  return (
    <div>
      <Select
        label={t('admin-problem.form.fields.judgeMode')}
        value={value}
        options={judgeModes.map((mode) => ({
          value: mode,
          label: t(`admin-problem.form.judgeModes.${mode}`),
        }))}
        onChange={(mode) => {
          onChange(mode);
          setExplained({ kind: 'changed', mode });
        }}
        size="lg"
        data-testid="field-judgeMode"
      />
      <Button
        variant="link"
        className="mt-1"
        onClick={() => setExplained({ kind: 'all' })}
        data-testid="judge-mode-help"
      >
        {t('admin-problem.form.judgeModeHelp.link')}
      </Button>
      <Modal
        open={explained !== null}
        onClose={close}
        wide
        title={
          explained?.kind === 'changed'
            ? t(`admin-problem.form.judgeModes.${explained.mode}`)
            : t('admin-problem.form.judgeModeHelp.allTitle')
        }
      >
        <div
          className="space-y-4 text-sm leading-relaxed text-slate-700"
          data-testid="judge-mode-explanation"
        >
          {explained?.kind === 'changed' ? (
            <>
              <p className="rounded-md bg-amber-50 px-3 py-2 font-medium text-amber-800">
                {t('admin-problem.form.judgeModeHelp.changed')}
              </p>
              <ModeExplanation mode={explained.mode} />
            </>
          ) : (
            judgeModes.map((mode) => (
              <section key={mode}>
                <h3 className="mb-1 font-semibold text-slate-800">
                  {t(`admin-problem.form.judgeModes.${mode}`)}
                </h3>
                <ModeExplanation mode={mode} />
              </section>
            ))
          )}
          <div className="flex justify-end">
            <Button onClick={close} data-testid="judge-mode-explanation-ok">
              {t('admin-problem.form.judgeModeHelp.ok')}
            </Button>
          </div>
        </div>
      </Modal>
    </div>
  );
}

/** How the judge calls the program a mode needs (docs/judge.md): a command line, alike in every language. */
const callLines: Partial<Record<JudgeMode, string>> = {
  spj: 'checker input output answer',
  interactive: 'interactor input output answer',
};

/** One mode: how a case is judged in it, and what the form then needs. */
function ModeExplanation({ mode }: { mode: JudgeMode }) {
  const { t } = useTranslation();
  const callLine = callLines[mode];
  return (
    <div className="space-y-1">
      <p>{t(`admin-problem.form.judgeModeHelp.${mode}.how`)}</p>
      {callLine ? (
        <p>
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-800">
            {callLine}
          </code>
        </p>
      ) : null}
      <p className="text-slate-500">{t(`admin-problem.form.judgeModeHelp.${mode}.needs`)}</p>
    </div>
  );
}
