import { describe, expect, it } from 'vitest';
import { roleCodes } from '@oj/shared';
import { jobReadableBy } from './job-access';

const job = { uid: 'asker' };

describe('jobReadableBy', () => {
  it.each([
    ['the admin who asked for it', { uid: 'asker', roleCode: roleCodes.problemAdmin }, true],
    ['the super admin', { uid: 'root', roleCode: roleCodes.superAdmin }, true],
    ['another admin', { uid: 'other', roleCode: roleCodes.admin }, false],
    ['another problem admin', { uid: 'other', roleCode: roleCodes.problemAdmin }, false],
    ['a visitor', undefined, false],
  ])('lets %s read it: %s', (_who, viewer, readable) => {
    expect(jobReadableBy(viewer, job)).toEqual(
      readable ? { allowed: true } : { allowed: false, refusal: 'jobNotYours', params: {} },
    );
  });
});
