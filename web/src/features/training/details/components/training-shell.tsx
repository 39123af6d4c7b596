import type { ReactNode } from 'react';
import type { TrainingView } from '@oj/shared/api/training';
import { usePageSubject } from '../../../../lib/page-subject';
import { TrainingShellContext } from '../training-shell-context';
import { TrainingHeader } from './training-header';
import { TrainingTabBar } from './training-tab-bar';
import { TrainingWayIn, type TrainingWayInReason } from './training-way-in';

interface TrainingShellProps {
  tid: number;
  /** The viewer, logged in: the route lets no visitor reach the shell. */
  uid: string;
  training: TrainingView;
  /** What the viewer must pass first (the lock, the password), or null when the training is open. */
  wayIn: TrainingWayInReason | null;
  pathname: string;
  /** The tab's screen (the route's outlet), drawn once the training is open to the viewer. */
  children: ReactNode;
}

/** Names the training in the browser tab for the tabs inside that name nothing of their own. */
function FrameSubject({ title }: { title: string }) {
  usePageSubject(title, 'frame');
  return null;
}

/**
 * A training's frame (spec part 2 §2 "Training details") once the route let the viewer in: its head
 * and tabs around the tab on screen, or, greyed-out tabs and what stands in the way (the lock of a
 * course pack, the password of a private training).
 */
export function TrainingShell({ tid, uid, training, wayIn, pathname, children }: TrainingShellProps) {
  return (
    <div className="space-y-4" data-testid="training-shell" data-state={wayIn ?? 'open'}>
      <FrameSubject title={training.title} />
      <section className="rounded-lg border border-slate-200 bg-white">
        <TrainingHeader training={training} />
        <TrainingTabBar
          tid={tid}
          pathname={pathname}
          hasRank={training.auth === 'Private'}
          closed={wayIn !== null}
        />
      </section>
      {wayIn === null ? (
        <TrainingShellContext.Provider value={{ tid, training, uid }}>
          {children}
        </TrainingShellContext.Provider>
      ) : (
        <TrainingWayIn tid={tid} training={training} reason={wayIn} />
      )}
    </div>
  );
}
