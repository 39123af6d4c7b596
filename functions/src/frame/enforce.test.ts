import { describe, expect, it } from 'vitest';
import { allowed, refused } from '../policy/decision';
import { AppError } from './app-error';
import { enforce } from './enforce';

describe('enforcing a policy decision', () => {
  it('lets an allowed decision pass', () => {
    expect(() => enforce(allowed)).not.toThrow();
  });

  it('throws a refusal as the catalogue error of that name, with its parameters', () => {
    const thrown = (() => {
      try {
        enforce(refused('problemBlocked', { problemId: 'LQ1' }));
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({ errorName: 'problemBlocked', params: { problemId: 'LQ1' } });
    expect((thrown as AppError).messageIn('en-US')).toContain('LQ1');
  });
});
