import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { submissionRules } from '@oj/shared/api/submission';
import { Button } from '../../../../components/ui/button';
import { TestRunResultView } from './test-run-result';
import { useTestRun } from './use-test-run';

interface OnlineTestDrawerProps {
  open: boolean;
  onClose: () => void;
  pid: number;
  /** The contest the run is asked from; 0 outside contests. */
  cid: number;
  language: string;
  code: string;
  mode: 'default' | 'spj' | 'interactive';
  /** The first sample's input, offered as the starting input. */
  sampleInput: string;
}

const fieldClass =
  'w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-sm outline-none focus:border-blue-500 focus:ring-2 focus:ring-blue-100';

/** The Online Test drawer: runs the editor's code on the user's input (at most 1000 characters). */
export function OnlineTestDrawer({
  open,
  onClose,
  pid,
  cid,
  language,
  code,
  mode,
  sampleInput,
}: OnlineTestDrawerProps) {
  const { t } = useTranslation();
  const [userInput, setUserInput] = useState(sampleInput);
  const [expectedOutput, setExpectedOutput] = useState('');
  const { running, result, run } = useTestRun();
  const tooLong = userInput.length > submissionRules.testInputMaxLength;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/30" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="online-test"
          className="fixed top-0 right-0 z-50 flex h-full w-[min(100vw,480px)] flex-col gap-4 overflow-y-auto bg-white p-5 shadow-2xl"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold text-slate-800">
              {t('problem.page.test.title')}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('problem.page.test.close')}
              className="rounded p-1 text-slate-400 hover:bg-slate-100"
            >
              ✕
            </Dialog.Close>
          </div>
          <label className="block">
            <span className="mb-1 flex justify-between text-sm text-slate-600">
              {t('problem.page.test.input')}
              <span className={tooLong ? 'text-red-500' : 'text-slate-400'}>
                {userInput.length}/{submissionRules.testInputMaxLength}
              </span>
            </span>
            <textarea
              data-testid="test-input"
              rows={6}
              value={userInput}
              onChange={(e) => setUserInput(e.target.value)}
              className={fieldClass}
            />
            {tooLong ? (
              <span className="text-xs text-red-500">{t('problem.page.test.inputTooLong')}</span>
            ) : null}
          </label>
          <label className="block">
            <span className="mb-1 block text-sm text-slate-600">{t('problem.page.test.expected')}</span>
            <textarea
              rows={3}
              value={expectedOutput}
              onChange={(e) => setExpectedOutput(e.target.value)}
              className={fieldClass}
            />
          </label>
          <Button
            data-testid="test-run"
            disabled={running || tooLong}
            onClick={() => void run({ pid, cid, language, code, userInput, expectedOutput, mode })}
          >
            {running ? t('problem.page.test.running') : t('problem.page.test.run')}
          </Button>
          <TestRunResultView result={result} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
