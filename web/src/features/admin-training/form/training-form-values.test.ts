import { describe, expect, it } from 'vitest';
import { problemsOf } from '../../../lib/use-form';
import { newTrainingValues, toTrainingBody, trainingFormChecks } from './training-form-values';

const categories = [
  { id: 3, name: '课包-入门', color: '#2d8cf0', gid: null, gmtCreate: '', gmtModified: '' },
  { id: 4, name: '数据结构', color: '#19be6b', gid: null, gmtCreate: '', gmtModified: '' },
];

describe('the training form', () => {
  it('starts with the spec’s defaults: rank 1000, 5 coins, public, shown, the first category', () => {
    expect(newTrainingValues(categories)).toEqual({
      title: '',
      rank: '1000',
      coins: 5,
      categoryId: 3,
      auth: 'Public',
      privatePwd: '',
      visible: true,
    });
  });

  it('asks for a title, a rank in 0..2147483647, a category, and a password unless public', () => {
    const values = { ...newTrainingValues([]), rank: '2147483648', auth: 'Private' as const };
    expect(problemsOf(values, trainingFormChecks)).toEqual({
      title: 'admin-training.form.checks.titleRequired',
      rank: 'admin-training.form.checks.rankRange',
      categoryId: 'admin-training.form.checks.categoryRequired',
      privatePwd: 'admin-training.form.checks.passwordRequired',
    });
    const fine = { ...newTrainingValues(categories), title: 'Loops', rank: '0' };
    expect(Object.values(problemsOf(fine, trainingFormChecks)).every((problem) => problem === null)).toBe(
      true,
    );
    expect(trainingFormChecks.rank?.('-1', fine)).toBe('admin-training.form.checks.rankRange');
  });

  it('sends the reward as text and drops the password of a public training', () => {
    const values = { ...newTrainingValues(categories), title: ' Loops ', coins: 15, privatePwd: 'left over' };
    expect(toTrainingBody(values)).toEqual({
      training: {
        title: 'Loops',
        description: '15',
        auth: 'Public',
        privatePwd: '',
        status: true,
        rank: 1000,
      },
      trainingCategory: { id: 3 },
    });
    expect(toTrainingBody({ ...values, auth: 'Private', privatePwd: ' pw ' }).training.privatePwd).toBe('pw');
  });
});
