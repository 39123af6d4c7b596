import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkerLanguageNames } from '@oj/shared/api/admin-problem-form';
import { CodeEditor } from '../../../../components/code-editor/code-editor';
import type { EditorSettings } from '../../../../components/code-editor/editor-look';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { Select } from '../../../../components/ui/select';
import { compileChecker } from '../api/compile-checker';
import { checkerFingerprint, type ProblemFormValues } from '../problem-form-values';
import { FieldProblemText } from './form-section';

const checkerEditorLook: EditorSettings = { theme: 'idea', fontSize: 14, tabSize: 4 };
const languageMode = (name: string) => (name === 'C' ? 'C' : 'C++');

interface CheckerSectionProps {
  values: ProblemFormValues;
  set: (part: Partial<ProblemFormValues>) => void;
  compiled: string | null;
  onCompiled: (fingerprint: string | null) => void;
  problem?: string | null;
}

/**
 * The special judge or interactor: its language, its code in the editor, and the compile button. The
 * server refuses to save a program it has not compiled, so the form asks for a compile first; a
 * compile error opens a dialog with the compiler's text.
 */
export function CheckerSection({ values, set, compiled, onCompiled, problem }: CheckerSectionProps) {
  const { t } = useTranslation();
  const [compiling, setCompiling] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = checkerFingerprint(values);

  const compile = async () => {
    if (values.judgeMode === 'default') return;
    setCompiling(true);
    try {
      const outcome = await compileChecker(values.judgeMode, {
        code: values.spjCode,
        language: values.spjLanguage,
        extraFiles: values.judgeExtraFile,
      });
      if (outcome.ok) onCompiled(current);
      else {
        onCompiled(null);
        setError(outcome.message);
      }
    } catch {
      onCompiled(null);
    } finally {
      setCompiling(false);
    }
  };

  return (
    <div data-testid="checker-section">
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <Select
          label={t('admin-problem.form.fields.spjLanguage')}
          value={values.spjLanguage}
          options={checkerLanguageNames.map((name) => ({ value: name, label: name }))}
          onChange={(spjLanguage) => set({ spjLanguage })}
          size="lg"
          data-testid="field-spjLanguage"
        />
        <Button
          onClick={() => void compile()}
          disabled={compiling || !values.spjCode.trim()}
          data-testid="compile-checker"
        >
          {compiling ? t('admin-problem.form.checker.compiling') : t('admin-problem.form.checker.compile')}
        </Button>
        <span
          className={`text-sm ${compiled === current ? 'text-green-600' : 'text-amber-600'}`}
          data-testid="compile-state"
        >
          {compiled === current
            ? t('admin-problem.form.checker.compiled')
            : t('admin-problem.form.checker.notCompiled')}
        </span>
      </div>
      <span className="mb-1 block text-sm text-slate-600">{t('admin-problem.form.checker.code')}</span>
      <CodeEditor
        code={values.spjCode}
        language={languageMode(values.spjLanguage)}
        settings={checkerEditorLook}
        onChange={(spjCode) => set({ spjCode })}
        loadingText={t('admin-problem.form.loading')}
        className="h-[320px]"
        testId="checker-editor"
      />
      <FieldProblemText text={problem} testId="problem-spjCode" />
      <Modal
        open={error !== null}
        onClose={() => setError(null)}
        title={t('admin-problem.form.checker.errorTitle')}
      >
        <pre
          className="max-h-[50vh] overflow-auto rounded bg-slate-900 p-3 text-xs whitespace-pre-wrap text-red-200"
          data-testid="compile-error-text"
        >
          {error}
        </pre>
        <div className="mt-4 flex justify-end">
          <Button variant="secondary" onClick={() => setError(null)}>
            {t('admin-problem.form.checker.close')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
