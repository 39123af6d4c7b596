import { judgeStatus } from '@oj/shared';

export type ComparisonVerdict =
  typeof judgeStatus.accepted | typeof judgeStatus.wrongAnswer | typeof judgeStatus.presentationError;

/** Lines without the spaces, tabs and carriage returns at their ends, and without trailing blank lines. */
function normalisedLines(text: string): string[] {
  const lines = text.split('\n').map((line) => line.replace(/[ \t\r\f\v]+$/, ''));
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

function withoutWhitespace(text: string): string {
  return text.replace(/\s+/g, '');
}

/**
 * The default checker. With `removeEndBlank` (the problem's `isRemoveEndBlank`, on by default) the
 * output is accepted when it equals the answer after dropping trailing whitespace on every line and
 * trailing blank lines; without it, only identical bytes are. Output that differs only in whitespace
 * is a presentation error; anything else a wrong answer.
 */
export function compareOutput(userOutput: string, answer: string, removeEndBlank = true): ComparisonVerdict {
  if (userOutput === answer) return judgeStatus.accepted;
  if (removeEndBlank) {
    const user = normalisedLines(userOutput);
    const expected = normalisedLines(answer);
    if (user.length === expected.length && user.every((line, index) => line === expected[index])) {
      return judgeStatus.accepted;
    }
  }
  return withoutWhitespace(userOutput) === withoutWhitespace(answer)
    ? judgeStatus.presentationError
    : judgeStatus.wrongAnswer;
}
