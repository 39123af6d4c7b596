import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commentRules } from '@oj/shared/domain/discussion';
import { MarkdownInput } from '../../../components/markdown-input/markdown-input';
import { Button } from '../../../components/ui/button';
import { contentProblem } from '../comment-rules';

interface CommentEditorProps {
  id: string;
  placeholder: string;
  busy: boolean;
  /** Sends the text; calls `sent` once the server took it, which empties the box. */
  onSend: (content: string, sent: () => void) => void;
  onCancel?: () => void;
  autoFocus?: boolean;
  rows?: number;
  testId: string;
}

/** The markdown input with its emoji picker and a send button; the spec's checks before anything is sent. */
export function CommentEditor({
  id,
  placeholder,
  busy,
  onSend,
  onCancel,
  autoFocus,
  rows = 3,
  testId,
}: CommentEditorProps) {
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  /** Sent texts so far: a new input (back to writing, out of the preview) after each. */
  const [sentCount, setSentCount] = useState(0);
  const send = () => {
    if (busy) return;
    const found = contentProblem(content);
    if (found) {
      setProblem(t(found, { max: commentRules.contentMaxLength }));
      return;
    }
    setProblem(null);
    onSend(content, () => {
      setContent('');
      setSentCount((count) => count + 1);
    });
  };
  return (
    <div className="min-w-0" data-testid={`${testId}-editor`}>
      <MarkdownInput
        key={sentCount}
        id={id}
        value={content}
        onChange={(next) => {
          setContent(next);
          if (problem) setProblem(null);
        }}
        maxLength={commentRules.contentMaxLength}
        placeholder={placeholder}
        rows={rows}
        emoji
        problem={problem}
        autoFocus={autoFocus}
        onSubmitShortcut={send}
        testId={testId}
      />
      <div className="mt-2 flex items-center justify-end gap-2">
        <span className="mr-auto hidden text-xs text-slate-400 sm:inline">{t('comment.sendHint')}</span>
        {onCancel ? (
          <Button variant="secondary" className="!px-3 !py-1.5" onClick={onCancel} disabled={busy}>
            {t('comment.cancel')}
          </Button>
        ) : null}
        <Button className="!px-4 !py-1.5" onClick={send} disabled={busy} data-testid={`${testId}-send`}>
          {t('comment.send')}
        </Button>
      </div>
    </div>
  );
}
