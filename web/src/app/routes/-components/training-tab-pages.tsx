import { TrainingHome } from '../../../features/training/details/components/training-home';
import { TrainingProblemList } from '../../../features/training/details/components/training-problem-list';

/** The training's home tab, inside its shell. */
export function TrainingHomePage() {
  return <TrainingHome />;
}

/** The training's problems tab, inside its shell. */
export function TrainingProblemsPage() {
  return <TrainingProblemList />;
}
