import { describe, expect, it } from 'vitest';
import { judgeStatus } from '@oj/shared';
import { compareOutput } from './compare-output';

const { accepted: AC, wrongAnswer: WA, presentationError: PE } = judgeStatus;

/** The rule as it reads, with split and regular expressions: what the walking comparison must equal. */
function ruleAsWritten(userOutput: string, answer: string, removeEndBlank: boolean): number {
  if (userOutput === answer) return AC;
  const lines = (text: string) => {
    const all = text.split('\n').map((line) => line.replace(/[ \t\r\f\v]+$/, ''));
    while (all.length > 0 && all[all.length - 1] === '') all.pop();
    return all.join('\n');
  };
  if (removeEndBlank && lines(userOutput) === lines(answer)) return AC;
  return userOutput.replace(/\s+/g, '') === answer.replace(/\s+/g, '') ? PE : WA;
}

/** A small deterministic pseudo-random generator, so a failure names a case that can be replayed. */
function randomTexts(seed: number, count: number): string[] {
  const alphabet = ['1', '2', 'a', ' ', ' ', '\n', '\n', '\t', '\r', '\f', '\v', '\u00a0', '\u3000', 'é'];
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state;
  };
  return Array.from({ length: count }, () =>
    Array.from({ length: next() % 9 }, () => alphabet[next() % alphabet.length]).join(''),
  );
}

describe('compareOutput', () => {
  it('accepts identical output', async () => {
    expect(await compareOutput('3\n', '3\n')).toBe(AC);
  });

  it('ignores trailing spaces at line ends and trailing blank lines', async () => {
    expect(await compareOutput('1 2  \n3\t\n\n\n', '1 2\n3\n')).toBe(AC);
    expect(await compareOutput('1 2\r\n3\r\n', '1 2\n3')).toBe(AC);
    expect(await compareOutput('3', '3\n \n\t\n')).toBe(AC);
  });

  it('calls a difference only in whitespace inside lines a presentation error', async () => {
    expect(await compareOutput('1  2\n', '1 2\n')).toBe(PE);
    expect(await compareOutput('1\n2\n', '1 2\n')).toBe(PE);
    expect(await compareOutput('\n3\n', '3\n')).toBe(PE);
    expect(await compareOutput('1\u00a02\n', '12\n')).toBe(PE);
  });

  it('calls different content a wrong answer', async () => {
    expect(await compareOutput('4\n', '3\n')).toBe(WA);
    expect(await compareOutput('', '3\n')).toBe(WA);
    expect(await compareOutput('3 3', '3')).toBe(WA);
  });

  it('compares bytes exactly when isRemoveEndBlank is off', async () => {
    expect(await compareOutput('3 \n', '3\n', false)).toBe(PE);
    expect(await compareOutput('3\n', '3\n', false)).toBe(AC);
  });

  it('decides every pair of short texts exactly as the rule written with split and regular expressions', async () => {
    const texts = randomTexts(20_240_601, 160);
    for (const userOutput of texts) {
      for (const answer of texts.slice(0, 40)) {
        for (const removeEndBlank of [true, false]) {
          const expected = ruleAsWritten(userOutput, answer, removeEndBlank);
          expect(
            await compareOutput(userOutput, answer, removeEndBlank),
            JSON.stringify({ userOutput, answer, removeEndBlank }),
          ).toBe(expected);
        }
      }
    }
  });

  it('lets the event loop run (the heartbeats) while it compares a large output', async () => {
    const line = '123456789 987654321\n';
    const answer = line.repeat((8 * 1024 * 1024) / line.length);
    const output = `${answer.replaceAll('\n', ' \n').slice(0, -3)}X\n`;
    let turns = 0;
    const timer = setInterval(() => turns++, 1);
    try {
      expect(await compareOutput(output, answer)).toBe(WA);
    } finally {
      clearInterval(timer);
    }
    expect(turns).toBeGreaterThan(2);
  });
});
