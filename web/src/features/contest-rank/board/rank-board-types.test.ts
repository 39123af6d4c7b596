import { describe, expect, it } from 'vitest';
import { oiScoreRuleOf, rankContestOf, rankProblemOf } from './rank-board-types';

describe('the OI score rule a board names', () => {
  it('reads Highest as the highest score and anything else as the latest, the server’s default', () => {
    expect(oiScoreRuleOf('Highest')).toBe('highest');
    expect(oiScoreRuleOf('Recent')).toBe('latest');
    expect(oiScoreRuleOf('')).toBe('latest');
  });
});

describe('what a board knows of its contest', () => {
  it('reads the rule, the shown name and the OI score rule from the contest’s settings', () => {
    expect(rankContestOf(7, { type: 1, rankShowName: 'realname', oiRankScoreType: 'Highest' })).toEqual({
      cid: 7,
      rule: 'oi',
      rankShowName: 'realname',
      oiScore: 'highest',
    });
  });

  it('falls back to an ACM board by username for settings it does not know', () => {
    const contest = rankContestOf(7, { type: 0, rankShowName: 'nickname?', oiRankScoreType: 'Recent' });
    expect(contest.rule).toBe('acm');
    expect(contest.rankShowName).toBe('username');
  });
});

describe('a problem column', () => {
  const entry = { displayId: 'A', displayTitle: 'Sum', color: '#f00' };

  it('takes the display id, title, colour and counts of a problem list’s entry', () => {
    expect(rankProblemOf({ ...entry, ac: 3, total: 9 })).toEqual({
      displayId: 'A',
      title: 'Sum',
      color: '#f00',
      ac: 3,
      total: 9,
    });
  });

  it('has no counts from a list that carries none', () => {
    expect(rankProblemOf(entry)).toMatchObject({ ac: null, total: null });
  });
});
