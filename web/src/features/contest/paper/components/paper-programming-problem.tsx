import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProblemView } from '@oj/shared/api/problem';
import { CodeEditor } from '../../../../components/code-editor/code-editor';
import type { EditorSettings } from '../../../../components/code-editor/editor-look';
import { MarkdownView } from '../../../../components/markdown-view';
import { Button } from '../../../../components/ui/button';
import { Select } from '../../../../components/ui/select';
import { showToast } from '../../../../lib/toast-store';
import { examResultOf } from '../exam-result';
import { followPaperSubmission, type PaperSubmissionState } from '../api/follow-paper-submission';
import { submitPaperAnswer } from '../api/submit-paper-answer';
import { PaperResult } from './paper-result';

/** The paper's editor: a light theme at a size that leaves room for the statement beside it. */
const paperEditorSettings: EditorSettings = { theme: 'idea', fontSize: 14, tabSize: 4 };

interface PaperProgrammingProblemProps {
  cid: number;
  displayId: string;
  problem: ProblemView;
  languages: readonly string[];
  codeTemplate: Readonly<Record<string, string>>;
  /** The latest status and score of the viewer's submissions to it, null before the first. */
  initial: PaperSubmissionState | null;
  /** Submitting is closed (the exam ended, or the viewer may not submit). */
  closed: boolean;
}

/**
 * A programming problem of the exam paper: its statement, an editor and its own submit, whose result
 * is read every 2 s up to 30 times (spec §4) and shown as the paper's result words with the score.
 */
export function PaperProgrammingProblem(props: PaperProgrammingProblemProps) {
  const { cid, displayId, problem, languages, codeTemplate, initial, closed } = props;
  const { t } = useTranslation();
  const [language, setLanguage] = useState(() => (languages.includes('C++') ? 'C++' : (languages[0] ?? '')));
  const [code, setCode] = useState(() => codeTemplate[language] ?? '');
  const [state, setState] = useState<PaperSubmissionState | null>(initial);
  const [busy, setBusy] = useState(false);
  const poll = useRef<AbortController | null>(null);
  useEffect(() => () => poll.current?.abort(), []);
  useEffect(() => setState((current) => current ?? initial), [initial]);

  async function submit(): Promise<void> {
    if (!code.trim() || !language) {
      showToast('warning', t('contest.paper.codeEmpty'));
      return;
    }
    setBusy(true);
    try {
      const row = await submitPaperAnswer(cid, problem.pid, language, code);
      showToast('success', t('contest.paper.codeSent'));
      setState({ status: row.status, score: row.score });
      poll.current?.abort();
      const controller = new AbortController();
      poll.current = controller;
      await followPaperSubmission(cid, row.submitId, setState, controller.signal).catch(() => undefined);
    } catch {
      // The API client has shown why (the submit limit, the end of the exam…).
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      id={`paper-problem-${displayId}`}
      className="scroll-mt-20 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid={`paper-programming-${displayId}`}
    >
      <header className="mb-3 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 className="text-base font-semibold text-slate-800">
          <span className="mr-2 font-mono text-blue-600">{displayId}</span>
          {problem.title}
        </h3>
        <PaperResult result={examResultOf(state?.status ?? null)} score={state?.score ?? null} />
      </header>
      <div className="space-y-3 text-sm">
        {problem.description.trim() ? <MarkdownView source={problem.description} /> : null}
        {problem.input.trim() ? (
          <div>
            <h4 className="mb-1 font-medium text-slate-700">{t('contest.paper.input')}</h4>
            <MarkdownView source={problem.input} />
          </div>
        ) : null}
        {problem.output.trim() ? (
          <div>
            <h4 className="mb-1 font-medium text-slate-700">{t('contest.paper.output')}</h4>
            <MarkdownView source={problem.output} />
          </div>
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Select
          label={t('contest.paper.language')}
          labelPlacement="beside"
          size="sm"
          value={language}
          onChange={(next) => {
            setLanguage(next);
            if (!code.trim() || code === codeTemplate[language]) setCode(codeTemplate[next] ?? '');
          }}
          options={languages.map((name) => ({ value: name, label: name }))}
          data-testid={`paper-language-${displayId}`}
        />
      </div>
      <CodeEditor
        code={code}
        language={language}
        settings={paperEditorSettings}
        onChange={setCode}
        loadingText={t('contest.paper.editorLoading')}
        className="mt-3 h-72 overflow-hidden rounded-md border border-slate-200"
        testId={`paper-editor-${displayId}`}
      />
      <div className="mt-3 flex justify-end">
        <Button
          disabled={busy || closed}
          onClick={() => void submit()}
          data-testid={`paper-code-submit-${displayId}`}
        >
          {busy ? t('contest.paper.judging') : t('contest.paper.submitCode')}
        </Button>
      </div>
    </section>
  );
}
