import { describe, expect, it } from 'vitest';
import { judgeStatus, problemType } from '@oj/shared';
import { mergeDeltas, type CounterDelta } from './counter-deltas';
import { afterVerdict, effectsOfVerdict, verdictEffectWrites } from './verdict-effects';
import { verdictEffects } from './effects';
import { problemSummaryKey } from '../problems/problem-summary';
import {
  acDayKey,
  siteDayKey,
  siteStatusCountsKey,
  statusCountName,
  userDayKey,
  userProblemTallyKey,
  userStatsKey,
} from '../stats/stats-keys';

const submission = { uid: 'u1', username: 'ada', pid: 1000, submitTime: '2026-03-04T23:59:00.000Z', cid: 0 };
const day = '2026-03-04';

/** What each item gains once the deltas are merged, leaving out numbers that net to zero. */
function netAdds(deltas: readonly CounterDelta[]): Map<string, Record<string, number>> {
  const net = new Map<string, Record<string, number>>();
  for (const delta of mergeDeltas(deltas)) {
    const moved = Object.entries(delta.add ?? {}).filter(([, value]) => value !== 0);
    if (moved.length > 0) net.set(`${delta.key.pk}|${delta.key.sk}`, Object.fromEntries(moved));
  }
  return net;
}
const at = (key: { pk: string; sk: string }) => `${key.pk}|${key.sk}`;

const inFlight = [judgeStatus.pending, judgeStatus.compiling, judgeStatus.judging, judgeStatus.submitting];

describe('effectsOfVerdict', () => {
  it('moves no public figure for a submission made in a contest, whatever its verdict', () => {
    const inContest = { ...submission, cid: 1_000_001 };
    for (const status of [judgeStatus.accepted, judgeStatus.wrongAnswer, judgeStatus.partialAccepted]) {
      expect(effectsOfVerdict(inContest, status, 1, 60)).toEqual([]);
      expect(effectsOfVerdict(inContest, status, -1, 60)).toEqual([]);
      expect(verdictEffectWrites(inContest, status, 60)).toEqual([]);
      expect(effectsOfVerdict(submission, status, 1, 60)).not.toEqual([]);
    }
  });

  it('counts nothing for a submission in flight, landing or taken back', () => {
    for (const status of inFlight) {
      expect(effectsOfVerdict(submission, status, 1, null)).toEqual([]);
      expect(effectsOfVerdict(submission, status, -1, 100)).toEqual([]);
    }
  });

  it('counts an accepted verdict everywhere it shows, and adds the pid to tried and solved', () => {
    const net = netAdds(effectsOfVerdict(submission, judgeStatus.accepted, 1, 100));
    expect(net.get(at(problemSummaryKey(1000)))).toEqual({ total: 1, ac: 1 });
    expect(net.get(at(userStatsKey('u1')))).toEqual({ submitted: 1, accepted: 1, ac: 1 });
    expect(net.get(at(userDayKey('u1', day)))).toEqual({ count: 1 });
    expect(net.get(at(siteDayKey(day)))).toEqual({ total: 1, ac: 1 });
    expect(net.get(at(acDayKey(day, 'u1')))).toEqual({ ac: 1 });
    expect(net.get(at(siteStatusCountsKey))).toEqual({ ac: 1 });
    expect(net.get(at(userProblemTallyKey('u1', 1000)))).toEqual({ ac: 1, n: 1, score100: 1 });
    const stats = mergeDeltas(effectsOfVerdict(submission, judgeStatus.accepted, 1, 100)).find(
      (delta) => at(delta.key) === at(userStatsKey('u1')),
    );
    expect(stats?.addToSets).toEqual({ tried: [1000], solved: [1000] });
  });

  it('takes a verdict back with every count negated, touching no set, while the change count still grows', () => {
    const landing = netAdds(effectsOfVerdict(submission, judgeStatus.accepted, 1, 100));
    const reversal = netAdds(effectsOfVerdict(submission, judgeStatus.accepted, -1, 100));
    for (const [item, adds] of reversal) {
      const expected = Object.fromEntries(
        Object.entries(landing.get(item) ?? {}).map(([name, value]) => [name, name === 'n' ? 1 : -value]),
      );
      expect(adds).toEqual(expected);
    }
    expect([...reversal.keys()].sort()).toEqual([...landing.keys()].sort());
    for (const delta of effectsOfVerdict(submission, judgeStatus.accepted, -1, 100)) {
      expect(Object.values(delta.addToSets ?? {}).flat()).toEqual([]);
      expect(delta.deleteFromSets).toBeUndefined();
    }
  });

  it('moves a rejudge from accepted to wrong answer exactly: ac down, wa up, the totals unchanged', () => {
    const net = netAdds([
      ...effectsOfVerdict(submission, judgeStatus.accepted, -1, 100),
      ...effectsOfVerdict(submission, judgeStatus.wrongAnswer, 1, 0),
    ]);
    expect(net.get(at(problemSummaryKey(1000)))).toEqual({ ac: -1, wa: 1 });
    expect(net.get(at(userStatsKey('u1')))).toEqual({ accepted: -1, ac: -1, wa: 1 });
    expect(net.get(at(siteDayKey(day)))).toEqual({ ac: -1 });
    expect(net.get(at(acDayKey(day, 'u1')))).toEqual({ ac: -1 });
    expect(net.get(at(siteStatusCountsKey))).toEqual({ ac: -1, wa: 1 });
    expect(net.get(at(userProblemTallyKey('u1', 1000)))).toEqual({ ac: -1, wa: 1, n: 2, score100: -1 });
    expect(net.has(at(userDayKey('u1', day)))).toBe(false);
  });

  it('tallies points only above zero, per number of points', () => {
    const tally = (score: number | null) =>
      netAdds(effectsOfVerdict(submission, judgeStatus.partialAccepted, 1, score)).get(
        at(userProblemTallyKey('u1', 1000)),
      );
    expect(tally(40)).toEqual({ pa: 1, n: 1, score40: 1 });
    expect(tally(0)).toEqual({ pa: 1, n: 1 });
    expect(tally(null)).toEqual({ pa: 1, n: 1 });
  });

  it('counts a cancelled submission for the lists only, never as a judged one', () => {
    const deltas = effectsOfVerdict(submission, judgeStatus.cancelled, 1, null);
    const net = netAdds(deltas);
    expect(net.get(at(problemSummaryKey(1000)))).toEqual({ cancelled: 1 });
    expect(net.get(at(userStatsKey('u1')))).toEqual({ cancelled: 1 });
    expect(net.get(at(siteStatusCountsKey))).toEqual({ cancelled: 1 });
    expect(net.get(at(userProblemTallyKey('u1', 1000)))).toEqual({ cancelled: 1, n: 1 });
    expect(net.has(at(userDayKey('u1', day)))).toBe(false);
    expect(net.has(at(siteDayKey(day)))).toBe(false);
    expect(deltas.some((delta) => delta.addToSets)).toBe(false);
  });

  it('counts the day of the submission in UTC', () => {
    const late = { ...submission, submitTime: '2026-03-04T16:30:00.000Z' };
    const net = netAdds(effectsOfVerdict(late, judgeStatus.wrongAnswer, 1, null));
    expect(net.get(at(userDayKey('u1', '2026-03-04')))).toEqual({ count: 1 });
    expect(net.get(at(siteDayKey('2026-03-04')))).toEqual({ total: 1 });
  });
});

describe('verdictEffectWrites', () => {
  it('writes one update per item a landing verdict touches, none for a submission in flight', () => {
    expect(verdictEffectWrites(submission, judgeStatus.judging)).toEqual([]);
    const writes = verdictEffectWrites(submission, judgeStatus.wrongAnswer, 0);
    const keys = writes.map((write) => write.Update?.Key);
    expect(keys).toHaveLength(new Set(keys.map((key) => JSON.stringify(key))).size);
    expect(keys).toContainEqual(userProblemTallyKey('u1', 1000));
    expect(keys).not.toContainEqual(acDayKey(day, 'u1'));
    expect(writes.every((write) => write.Update && !write.Update.ConditionExpression)).toBe(true);
  });
});

/** The statuses a submission is counted at: the verdicts and cancelled. */
const settled = Object.values(judgeStatus).filter((status) => statusCountName(status) !== undefined);

describe('the registry of verdict effects', () => {
  it('composes every registered effect, in the registry order, and nothing else', () => {
    for (const status of settled)
      for (const score of [null, 0, 40, 100])
        expect(effectsOfVerdict(submission, status, 1, score)).toEqual(
          verdictEffects.flatMap((effect) => effect.deltas(submission, status, 1, score)),
        );
    expect(verdictEffects.map((effect) => effect.name)).toEqual([
      'problem tally',
      'list totals',
      'problem counts',
      'user totals',
      'heatmap day',
      'day statistics',
      'AC rank',
      'best score',
      'rank line',
      'training progress',
      'group rank',
      'contest board',
    ]);
  });

  it("moves a contest's board for a contest's submission, and the public figures for the others only", () => {
    const madeIn = (effect: (typeof verdictEffects)[number]) => effect.madeIn ?? 'outsideContests';
    expect(
      verdictEffects.filter((effect) => madeIn(effect) === 'contests').map((effect) => effect.name),
    ).toEqual(['contest board']);
    const inContest = { ...submission, cid: 7 };
    for (const status of settled) expect(effectsOfVerdict(inContest, status, 1, 100)).toEqual([]);
    expect(
      verdictEffects.find((effect) => effect.name === 'contest board')?.afterJudgeStateChange,
    ).toBeTypeOf('function');
  });

  it('reverses a landing exactly with sign -1, for every status and score: only the change count remains', () => {
    for (const status of settled)
      for (const score of [null, 0, 40, 100]) {
        const net = netAdds([
          ...effectsOfVerdict(submission, status, 1, score),
          ...effectsOfVerdict(submission, status, -1, score),
        ]);
        expect([...net.entries()]).toEqual([[at(userProblemTallyKey('u1', 1000)), { n: 2 }]]);
      }
  });

  it('runs nothing after a verdict that scored no points (the best result reads only for points)', async () => {
    await expect(
      afterVerdict(
        submission,
        { status: judgeStatus.wrongAnswer, score: 0 },
        { type: problemType.acm, difficulty: 3 },
      ),
    ).resolves.toBeUndefined();
  });
});
