import type { JudgeCaseMode } from './judge-status';

/**
 * The names of the judge case modes in both interface languages: the one catalogue of them, which
 * the admin problem form shows and the server's refusal of a mode names, so both say the same words.
 */
export const judgeCaseModeNames = {
  default: { 'zh-CN': '评测全部测试点', 'en-US': 'Judge every case' },
  ergodic_without_error: { 'zh-CN': '遇到错误即停止', 'en-US': 'Stop at the first failing case' },
  subtask_lowest: { 'zh-CN': '子任务（组内取最低分）', 'en-US': 'Subtasks (lowest score of a group)' },
  subtask_average: { 'zh-CN': '子任务（组内取平均分）', 'en-US': 'Subtasks (average score of a group)' },
} as const satisfies Record<JudgeCaseMode, { 'zh-CN': string; 'en-US': string }>;

/** The names of one language by mode, as an i18n catalogue section. */
export function judgeCaseModeNamesIn(language: 'zh-CN' | 'en-US'): Record<JudgeCaseMode, string> {
  return {
    default: judgeCaseModeNames.default[language],
    ergodic_without_error: judgeCaseModeNames.ergodic_without_error[language],
    subtask_lowest: judgeCaseModeNames.subtask_lowest[language],
    subtask_average: judgeCaseModeNames.subtask_average[language],
  };
}
