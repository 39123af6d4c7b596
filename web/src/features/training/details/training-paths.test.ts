import { describe, expect, it } from 'vitest';
import { trainingScope } from '../../../lib/scope/scope-href';
import {
  tidOfParam,
  trainingFullScreenHref,
  trainingPathOf,
  trainingProblemHref,
  trainingTabPath,
} from './training-paths';

const training = trainingScope(7);
const groupTraining = trainingScope(7, 3);

describe('training paths', () => {
  it('gives each tab its path and a problem its page and focus mode', () => {
    expect(trainingTabPath(training, 'home')).toBe('/training/7');
    expect(trainingTabPath(training, 'problems')).toBe('/training/7/problems');
    expect(trainingTabPath(training, 'rank')).toBe('/training/7/rank');
    expect(trainingProblemHref(training, 'P 1')).toBe('/training/7/problem/P%201');
    expect(trainingFullScreenHref(training, 'P1000')).toBe('/training/7/problem/P1000/full-screen');
  });

  it('puts a group’s training and its problems under the group', () => {
    expect(trainingTabPath(groupTraining, 'home')).toBe('/group/3/training/7');
    expect(trainingTabPath(groupTraining, 'rank')).toBe('/group/3/training/7/rank');
    expect(trainingProblemHref(groupTraining, 'P1000')).toBe('/group/3/training/7/problem/P1000');
    expect(trainingFullScreenHref(groupTraining, 'P/1')).toBe(
      '/group/3/training/7/problem/P%2F1/full-screen',
    );
  });

  it('reads the training and the highlighted tab from a path', () => {
    expect(trainingPathOf('/training/7')).toEqual({ scope: training, tab: 'home' });
    expect(trainingPathOf('/training/7/')).toEqual({ scope: training, tab: 'home' });
    expect(trainingPathOf('/training/7/problems')).toEqual({ scope: training, tab: 'problems' });
    expect(trainingPathOf('/training/7/problem/P1000')).toEqual({ scope: training, tab: 'problems' });
    expect(trainingPathOf('/training/7/rank')).toEqual({ scope: training, tab: 'rank' });
  });

  it('reads a training inside a group with the same tabs', () => {
    expect(trainingPathOf('/group/3/training/7')).toEqual({ scope: groupTraining, tab: 'home' });
    expect(trainingPathOf('/group/3/training/7/rank')).toEqual({ scope: groupTraining, tab: 'rank' });
    expect(trainingPathOf(trainingProblemHref(groupTraining, 'P 1'))).toEqual({
      scope: groupTraining,
      tab: 'problems',
    });
  });

  it('finds no training tab in focus mode, the list or a foreign path', () => {
    expect(trainingPathOf('/training/7/problem/P1000/full-screen')).toBeNull();
    expect(trainingPathOf('/group/3/training/7/problem/P1000/full-screen')).toBeNull();
    expect(trainingPathOf('/training/7/home')).toBeNull();
    expect(trainingPathOf('/training')).toBeNull();
    expect(trainingPathOf('/training/abc')).toBeNull();
    expect(trainingPathOf('/contest/7')).toBeNull();
    expect(trainingPathOf('/group/3')).toBeNull();
  });

  it('reads a training id from the path, anything else as 0', () => {
    expect(tidOfParam('42')).toBe(42);
    expect(tidOfParam('4x')).toBe(0);
    expect(tidOfParam('')).toBe(0);
  });
});
