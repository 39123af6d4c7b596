import { createContext, useContext } from 'react';
import type { TrainingView } from '@oj/shared/api/training';

/** What a training's tabs read of the training on screen, handed down by its shell. */
export interface TrainingShell {
  tid: number;
  training: TrainingView;
  /** The viewer's uid: the shell draws its tabs for logged-in viewers only. */
  uid: string;
}

export const TrainingShellContext = createContext<TrainingShell | null>(null);

/** The training of the shell around the caller; only its tabs call it. */
export function useTrainingShell(): TrainingShell {
  const shell = useContext(TrainingShellContext);
  if (!shell) throw new Error('useTrainingShell is called outside a training shell');
  return shell;
}
