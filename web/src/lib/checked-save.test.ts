import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { runCheckedSave, type CheckedSaveSteps } from './checked-save';

type Field = 'title' | 'startTime';

function steps(overrides: Partial<CheckedSaveSteps<Field>> = {}) {
  const calls: string[] = [];
  const base: CheckedSaveSteps<Field> = {
    hasProblems: false,
    save: async () => void calls.push('save'),
    afterSave: async () => void calls.push('afterSave'),
    fieldOfRefusal: (message, requestField) =>
      requestField === 'startTime' ? 'startTime' : message.includes('title') ? 'title' : undefined,
  };
  return { calls, steps: { ...base, ...overrides } };
}

describe('a checked save', () => {
  it('sends nothing while the form has problems', async () => {
    const run = steps({ hasProblems: true });
    expect(await runCheckedSave(run.steps)).toEqual({ kind: 'blocked' });
    expect(run.calls).toEqual([]);
  });

  it('saves, then refreshes what depends on it', async () => {
    const run = steps();
    expect(await runCheckedSave(run.steps)).toEqual({ kind: 'saved' });
    expect(run.calls).toEqual(['save', 'afterSave']);
  });

  it('hands back a refusal that names a field, and refreshes nothing', async () => {
    const run = steps({
      save: () => Promise.reject(new ApiError('refused', 'The title is too long', 400)),
    });
    expect(await runCheckedSave(run.steps)).toEqual({
      kind: 'refused',
      field: 'title',
      message: 'The title is too long',
    });
    expect(run.calls).toEqual([]);
  });

  it('hands the request field a refusal names to the form, to find its own field', async () => {
    const run = steps({
      save: () => Promise.reject(new ApiError('refused', '开始时间不能早于现在', 400, 'startTime')),
    });
    expect(await runCheckedSave(run.steps)).toEqual({
      kind: 'refused',
      field: 'startTime',
      message: '开始时间不能早于现在',
    });
  });

  it('reports a refusal naming no field, or a lost connection, as failed', async () => {
    const unnamed = steps({ save: () => Promise.reject(new ApiError('refused', 'No permission', 403)) });
    expect(await runCheckedSave(unnamed.steps)).toEqual({ kind: 'failed' });
    const offline = steps({ save: () => Promise.reject(new ApiError('network', 'title', 0)) });
    expect(await runCheckedSave(offline.steps)).toEqual({ kind: 'failed' });
  });
});
