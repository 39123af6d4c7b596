import { useState } from 'react';
import type { CallResponse } from '@oj/shared/api/define-call';
import type { getProblemDetail } from '@oj/shared/api/problem';
import { EditorPanel } from './editor-panel';
import { ProblemHeader } from './problem-header';
import { ProblemStatistics } from './problem-statistics';
import { ProblemTabs } from './problem-tabs';
import { SplitPanes } from './split-panes';

/** A programming problem: the statement on the left, the editor on the right. */
export function ProblemWorkspace({ detail }: { detail: CallResponse<typeof getProblemDetail> }) {
  const [collapsed, setCollapsed] = useState(false);
  const [focus, setFocus] = useState(false);
  return (
    <div data-testid="problem-workspace">
      {focus ? null : <ProblemHeader problem={detail.problem} />}
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
            focus={focus}
            onFocus={() => setFocus(!focus)}
          />
        }
      />
    </div>
  );
}
