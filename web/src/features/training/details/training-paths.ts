/** The training screens' tabs (spec part 2 §2 "Training details"); the rank is for private trainings. */
export type TrainingTab = 'home' | 'problems' | 'rank';

/** A tab's path: the home is the training's own path, the others one step below it. */
export function trainingTabPath(tid: number, tab: TrainingTab): string {
  return tab === 'home' ? `/training/${tid}` : `/training/${tid}/${tab}`;
}

/** A problem of the training, by its problem id, and its focus mode. */
export const trainingProblemHref = (tid: number, problemId: string): string =>
  `/training/${tid}/problem/${encodeURIComponent(problemId)}`;

export const trainingFullScreenHref = (tid: number, problemId: string): string =>
  `${trainingProblemHref(tid, problemId)}/full-screen`;

/**
 * The training a path shows and the tab it highlights: a problem highlights the problem list; focus
 * mode and paths outside a training highlight none.
 */
export function trainingPathOf(pathname: string): { tid: number; tab: TrainingTab } | null {
  const [root, id, first, ...rest] = pathname.replace(/^\/+|\/+$/g, '').split('/');
  if (root !== 'training' || !id) return null;
  const tid = Number(id);
  if (!Number.isSafeInteger(tid) || tid <= 0) return null;
  if (first === undefined) return { tid, tab: 'home' };
  if (first === 'problem') return rest.length === 1 ? { tid, tab: 'problems' } : null;
  if ((first === 'problems' || first === 'rank') && rest.length === 0) return { tid, tab: first };
  return null;
}

/** The training id of a path's parameter; one that is not an id reads as 0 (the server says so). */
export function tidOfParam(trainingID: string): number {
  return /^\d{1,15}$/.test(trainingID) ? Number(trainingID) : 0;
}
