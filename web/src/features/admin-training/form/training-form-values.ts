import type { AdminTraining, TrainingBody } from '@oj/shared/api/admin-training';
import type { TrainingCategory } from '@oj/shared/api/training';
import { trainingCoinsOf, trainingRules, type TrainingAuth } from '@oj/shared/domain/training';
import type { FieldChecks } from '../../../lib/use-form';

/** The training form's values as typed: the rank stays text until it is saved. */
export interface TrainingFormValues {
  title: string;
  rank: string;
  /** The coin reward: 0 to 20 in steps of 5 (the slider). */
  coins: number;
  /** The category's id; 0 until one is chosen. */
  categoryId: number;
  auth: TrainingAuth;
  privatePwd: string;
  visible: boolean;
}

/**
 * A new training's values (spec part 3 §3, §5 and §9): rank 1000, a reward of 5 coins, public,
 * shown, in the first category.
 */
export function newTrainingValues(categories: readonly TrainingCategory[]): TrainingFormValues {
  return {
    title: '',
    rank: String(trainingRules.defaultRank),
    coins: trainingRules.defaultCoins,
    categoryId: categories[0]?.id ?? 0,
    auth: 'Public',
    privatePwd: '',
    visible: true,
  };
}

/** A stored training in the form; a reward that is no step of the slider shows as the default. */
export function storedTrainingValues(
  training: AdminTraining,
  category: TrainingCategory | null,
  categories: readonly TrainingCategory[],
): TrainingFormValues {
  return {
    title: training.title,
    rank: String(training.rank),
    coins: trainingCoinsOf(training.description) ?? trainingRules.defaultCoins,
    categoryId: category?.id ?? categories[0]?.id ?? 0,
    auth: training.auth,
    privatePwd: training.privatePwd,
    visible: training.status,
  };
}

const rankPattern = /^\d{1,10}$/;

/** The form's checks, as the server's (`trainingBodySchema`), so a save is refused here first. */
export const trainingFormChecks: FieldChecks<TrainingFormValues> = {
  title: (title) => {
    if (title.trim() === '') return 'admin-training.form.checks.titleRequired';
    if (title.trim().length > trainingRules.titleMaxLength)
      return {
        key: 'admin-training.form.checks.titleTooLong',
        params: { max: trainingRules.titleMaxLength },
      };
    return null;
  },
  rank: (rank) =>
    rankPattern.test(rank.trim()) && Number(rank) <= trainingRules.maxRank
      ? null
      : 'admin-training.form.checks.rankRange',
  categoryId: (id) => (id > 0 ? null : 'admin-training.form.checks.categoryRequired'),
  privatePwd: (password, values) => {
    if (values.auth !== 'Public' && password.trim() === '')
      return 'admin-training.form.checks.passwordRequired';
    if (password.trim().length > trainingRules.passwordMaxLength)
      return {
        key: 'admin-training.form.checks.passwordTooLong',
        params: { max: trainingRules.passwordMaxLength },
      };
    return null;
  },
};

/** The save body: the reward as the contract's text, the password only for a private training. */
export function toTrainingBody(values: TrainingFormValues): TrainingBody {
  return {
    training: {
      title: values.title.trim(),
      description: String(values.coins),
      auth: values.auth,
      privatePwd: values.auth === 'Public' ? '' : values.privatePwd.trim(),
      status: values.visible,
      rank: Number(values.rank.trim()),
    },
    trainingCategory: { id: values.categoryId },
  };
}
