import { describe, expect, it } from 'vitest';
import { oiScoreRuleOf } from './rank-board-types';

describe('the OI score rule a board names', () => {
  it('reads Highest as the highest score and anything else as the latest, the server’s default', () => {
    expect(oiScoreRuleOf('Highest')).toBe('highest');
    expect(oiScoreRuleOf('Recent')).toBe('latest');
    expect(oiScoreRuleOf('')).toBe('latest');
  });
});
