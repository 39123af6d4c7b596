import { describe, expect, it } from 'vitest';
import {
  tidOfParam,
  trainingFullScreenHref,
  trainingPathOf,
  trainingProblemHref,
  trainingTabPath,
} from './training-paths';

describe('training paths', () => {
  it('gives each tab its path and a problem its page and focus mode', () => {
    expect(trainingTabPath(7, 'home')).toBe('/training/7');
    expect(trainingTabPath(7, 'problems')).toBe('/training/7/problems');
    expect(trainingTabPath(7, 'rank')).toBe('/training/7/rank');
    expect(trainingProblemHref(7, 'P 1')).toBe('/training/7/problem/P%201');
    expect(trainingFullScreenHref(7, 'P1000')).toBe('/training/7/problem/P1000/full-screen');
  });

  it('reads the training and the highlighted tab from a path', () => {
    expect(trainingPathOf('/training/7')).toEqual({ tid: 7, tab: 'home' });
    expect(trainingPathOf('/training/7/')).toEqual({ tid: 7, tab: 'home' });
    expect(trainingPathOf('/training/7/problems')).toEqual({ tid: 7, tab: 'problems' });
    expect(trainingPathOf('/training/7/problem/P1000')).toEqual({ tid: 7, tab: 'problems' });
    expect(trainingPathOf('/training/7/rank')).toEqual({ tid: 7, tab: 'rank' });
  });

  it('finds no training tab in focus mode, the list or a foreign path', () => {
    expect(trainingPathOf('/training/7/problem/P1000/full-screen')).toBeNull();
    expect(trainingPathOf('/training')).toBeNull();
    expect(trainingPathOf('/training/abc')).toBeNull();
    expect(trainingPathOf('/contest/7')).toBeNull();
  });

  it('reads a training id from the path, anything else as 0', () => {
    expect(tidOfParam('42')).toBe(42);
    expect(tidOfParam('4x')).toBe(0);
    expect(tidOfParam('')).toBe(0);
  });
});
