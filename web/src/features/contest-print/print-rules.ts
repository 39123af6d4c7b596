import { contestPrintRules } from '@oj/shared/api/contest-print';
import type { FieldProblem } from '../../lib/use-form';

/** Characters as a reader counts them (an emoji is one), as the server counts them. */
export const printLength = (content: string): number => [...content].length;

/**
 * Spec §5: a print is not empty, holds at least 50 characters, and at most 65,535 (§9). Answers the
 * i18n key of what is wrong, or null.
 */
export function printContentProblem(content: string): FieldProblem {
  if (content.trim() === '') return 'contest-print.form.empty';
  const length = printLength(content);
  if (length < contestPrintRules.minLength)
    return { key: 'contest-print.form.tooShort', params: { min: contestPrintRules.minLength, length } };
  if (length > contestPrintRules.maxLength)
    return { key: 'contest-print.form.tooLong', params: { max: contestPrintRules.maxLength, length } };
  return null;
}
