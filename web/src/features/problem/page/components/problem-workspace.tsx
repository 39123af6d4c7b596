import { useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import type { CallResponse } from '@oj/shared/api/define-call';
import type { getProblemDetail } from '@oj/shared/api/problem';
import { useScope } from '../../../../lib/scope/scope-provider';
import { EditorPanel } from './editor-panel';
import { ProblemHeader } from './problem-header';
import { ProblemStatistics } from './problem-statistics';
import { ProblemTabs } from './problem-tabs';
import { SplitPanes } from './split-panes';

/**
 * A programming problem: the statement on the left, the editor on the right. Focus mode folds the
 * page to the editor; inside a contest it is the contest's own screen, so the button goes there.
 */
export function ProblemWorkspace({
  detail,
  discussionHref,
}: {
  detail: CallResponse<typeof getProblemDetail>;
  discussionHref?: string;
}) {
  const router = useRouter();
  // A contest's or a training's focus mode is a screen of its own; the public page folds in place.
  const scope = useScope();
  const focusScreen = 'focus' in scope ? scope.focus : undefined;
  const [collapsed, setCollapsed] = useState(false);
  const [folded, setFolded] = useState(false);
  const focus = focusScreen ? false : folded;
  return (
    <div data-testid="problem-workspace">
      {focus ? null : <ProblemHeader problem={detail.problem} discussionHref={discussionHref} />}
      <SplitPanes
        collapsed={collapsed || focus}
        onCollapsedChange={setCollapsed}
        left={
          <div className="space-y-4">
            <ProblemTabs problem={detail.problem} tags={detail.tags} />
            <ProblemStatistics count={detail.problemCount} />
          </div>
        }
        right={
          <EditorPanel
            problem={detail.problem}
            languages={detail.languages}
            templates={detail.codeTemplate}
            focus={focusScreen ? focusScreen.active : focus}
            onFocus={() => (focusScreen ? router.history.push(focusScreen.href) : setFolded(!folded))}
          />
        }
      />
    </div>
  );
}
