import { judgeStatus } from '@oj/shared';

export type ComparisonVerdict =
  typeof judgeStatus.accepted | typeof judgeStatus.wrongAnswer | typeof judgeStatus.presentationError;

/*
 * The default checker runs in the worker's own process, on outputs of up to 256 MB. Compared in one
 * go, such an output holds the event loop for seconds (about 80 ms per MB with split and regular
 * expressions), and with it the heartbeats that keep the message hidden and the claim fresh. So the
 * comparison walks both texts by index and lets the loop run every `charsPerTurn` characters.
 */

/** Characters compared between two turns of the event loop: a few milliseconds of work. */
const charsPerTurn = 1 << 22;

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The blanks dropped at a line's end: space, tab, carriage return, form feed, vertical tab. */
function isLineEndBlank(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0d || code === 0x0c || code === 0x0b;
}

/** Whitespace as a regular expression's `\s` knows it (ASCII and Unicode spaces, line ends, BOM). */
function isWhitespace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** The lines of a text one at a time, as `split('\n')` gives them, each without its end blanks. */
class Lines {
  private next = 0;
  constructor(private readonly text: string) {}

  /** The next line, or undefined after the last (the text after its last line break, maybe empty). */
  read(): string | undefined {
    if (this.next > this.text.length) return undefined;
    const breakAt = this.text.indexOf('\n', this.next);
    const end = breakAt === -1 ? this.text.length : breakAt;
    let trimmed = end;
    while (trimmed > this.next && isLineEndBlank(this.text.charCodeAt(trimmed - 1))) trimmed--;
    const line = this.text.slice(this.next, trimmed);
    this.next = end + 1;
    return line;
  }

  get position(): number {
    return this.next;
  }
}

/** Whether the texts have the same lines once end blanks and trailing blank lines are dropped. */
async function sameLinesIgnoringEndBlanks(userOutput: string, answer: string): Promise<boolean> {
  const user = new Lines(userOutput);
  const expected = new Lines(answer);
  let nextTurnAt = charsPerTurn;
  for (;;) {
    const userLine = user.read();
    const expectedLine = expected.read();
    if (userLine === undefined || expectedLine === undefined) {
      // One text has no lines left: what the other has left must be blank lines only.
      const rest = userLine === undefined ? expected : user;
      for (let line = userLine ?? expectedLine; line !== undefined; line = rest.read()) {
        if (line !== '') return false;
      }
      return true;
    }
    if (userLine !== expectedLine) return false;
    if (user.position + expected.position >= nextTurnAt) {
      nextTurnAt += charsPerTurn;
      await yieldToLoop();
    }
  }
}

/** Whether the texts are equal once every whitespace character is dropped. */
async function sameIgnoringWhitespace(userOutput: string, answer: string): Promise<boolean> {
  let u = 0;
  let a = 0;
  let nextTurnAt = charsPerTurn;
  for (;;) {
    while (u < userOutput.length && isWhitespace(userOutput.charCodeAt(u))) u++;
    while (a < answer.length && isWhitespace(answer.charCodeAt(a))) a++;
    if (u === userOutput.length || a === answer.length) {
      return u === userOutput.length && a === answer.length;
    }
    if (userOutput.charCodeAt(u) !== answer.charCodeAt(a)) return false;
    u++;
    a++;
    if (u + a >= nextTurnAt) {
      nextTurnAt += charsPerTurn;
      await yieldToLoop();
    }
  }
}

/**
 * The default checker. With `removeEndBlank` (the problem's `isRemoveEndBlank`, on by default) the
 * output is accepted when it equals the answer after dropping trailing whitespace on every line and
 * trailing blank lines; without it, only identical bytes are. Output that differs only in whitespace
 * is a presentation error; anything else a wrong answer.
 */
export async function compareOutput(
  userOutput: string,
  answer: string,
  removeEndBlank = true,
): Promise<ComparisonVerdict> {
  if (userOutput === answer) return judgeStatus.accepted;
  if (removeEndBlank && (await sameLinesIgnoringEndBlanks(userOutput, answer))) return judgeStatus.accepted;
  return (await sameIgnoringWhitespace(userOutput, answer))
    ? judgeStatus.presentationError
    : judgeStatus.wrongAnswer;
}
