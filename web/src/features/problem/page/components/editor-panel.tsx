import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { examplesFromText } from '@oj/shared/api/admin-problem-form';
import type { ProblemView } from '@oj/shared/api/problem';
import { Button } from '../../../../components/ui/button';
import { showToast } from '../../../../lib/toast-store';
import { fetchLastAcCode } from '../api/get-last-ac-code';
import { OnlineTestDrawer } from '../online-test/online-test-drawer';
import { useCodeDraft } from '../storage/use-code-draft';
import { useEditorSettings } from '../storage/use-editor-settings';
import { useLoginCheck } from '../submit/use-submit-guard';
import { useSubmitSolution } from '../submit/use-submit-solution';
import { useViewer } from '../viewer-context';
import { scopeCid, useScope, useShownProblemId } from '../../../../lib/scope/scope-provider';
import { CodeEditor } from '../../../../components/code-editor/code-editor';
import { EditorToolbar } from './editor-toolbar';
import { SubmitResult } from './submit-result';

interface EditorPanelProps {
  problem: ProblemView;
  languages: string[];
  templates: Record<string, string>;
  focus: boolean;
  onFocus: () => void;
}

const judgeModes = ['default', 'spj', 'interactive'] as const;
const modeOf = (mode: string) => judgeModes.find((known) => known === mode) ?? 'default';

/** The right pane: the editor with its toolbar, the submit bar and the Online Test drawer. */
export function EditorPanel({ problem, languages, templates, focus, onFocus }: EditorPanelProps) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const cid = scopeCid(useScope());
  const draft = useCodeDraft(useShownProblemId(problem.problemId), languages, templates, cid);
  const [settings, setSettings] = useEditorSettings(viewer.username);
  const { progress, submit } = useSubmitSolution(problem.pid);
  const requireLogin = useLoginCheck();
  const [testOpen, setTestOpen] = useState(false);

  async function loadLastAc() {
    if (!requireLogin()) return;
    const answer = await fetchLastAcCode(problem.pid, cid).catch(() => null);
    if (!answer) return;
    draft.load(answer.code, languages.includes(answer.language) ? answer.language : undefined);
    showToast('success', t('problem.page.editor.lastAcLoaded'));
  }

  return (
    <div className="space-y-3" data-testid="editor-panel">
      <EditorToolbar
        languages={languages}
        language={draft.language}
        onLanguage={draft.setLanguage}
        onReset={() => {
          draft.reset();
          showToast('info', t('problem.page.editor.resetDone'));
        }}
        onLastAc={() => void loadLastAc()}
        onFile={(text) => draft.load(text)}
        settings={settings}
        onSettings={setSettings}
        focus={focus}
        onFocus={onFocus}
      />
      <CodeEditor
        code={draft.code}
        language={draft.language}
        settings={settings}
        onChange={draft.setCode}
        loadingText={t('problem.page.editor.loading')}
      />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitResult progress={progress} />
        <div className="ml-auto flex gap-2">
          <Button variant="secondary" data-testid="open-online-test" onClick={() => setTestOpen(true)}>
            {t('problem.page.test.open')}
          </Button>
          <Button
            data-testid="submit-code"
            disabled={progress?.busy}
            onClick={() => void submit(draft.language, draft.code)}
          >
            {progress?.busy ? t('problem.page.submit.submitting') : t('problem.page.submit.button')}
          </Button>
        </div>
      </div>
      <OnlineTestDrawer
        open={testOpen}
        onClose={() => setTestOpen(false)}
        pid={problem.pid}
        cid={cid}
        language={draft.language}
        code={draft.code}
        mode={modeOf(problem.judgeMode)}
        sampleInput={examplesFromText(problem.examples)[0]?.input ?? ''}
      />
    </div>
  );
}
