import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { countFailedLogin, demandsPuzzle, needsSlidePuzzle } from './login-failures';

const puzzleDemanded = new ApiError('refused', 'Please complete the verification', 403);
const wrongPassword = new ApiError('refused', 'Please check your username or password', 400);

describe('counting failed logins', () => {
  it('adds one for a refused login the server does not answer with the puzzle demand', () => {
    expect(countFailedLogin(0, wrongPassword)).toBe(1);
    expect(countFailedLogin(3, new ApiError('network', 'offline'))).toBe(4);
  });

  it('jumps to the puzzle threshold when the server demands the puzzle', () => {
    expect(countFailedLogin(0, puzzleDemanded)).toBe(5);
    expect(needsSlidePuzzle(countFailedLogin(0, puzzleDemanded))).toBe(true);
  });

  it('keeps a count already past the threshold when the server demands the puzzle', () => {
    expect(countFailedLogin(7, puzzleDemanded)).toBe(7);
  });

  it('asks for the puzzle from the fifth failure on', () => {
    expect(needsSlidePuzzle(4)).toBe(false);
    expect(needsSlidePuzzle(5)).toBe(true);
  });

  it('takes only an envelope 403 as the puzzle demand, not an HTTP 403 or a plain error', () => {
    expect(demandsPuzzle(puzzleDemanded)).toBe(true);
    expect(demandsPuzzle(new ApiError('http', 'Forbidden', 403))).toBe(false);
    expect(demandsPuzzle(new Error('boom'))).toBe(false);
  });
});
