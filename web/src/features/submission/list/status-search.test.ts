import { describe, expect, it } from 'vitest';
import { effectiveOnlyMine, statusSearchSchema, submissionListQuery } from './status-search';

describe('the submission list URL state', () => {
  it('reads every filter of the URL', () => {
    expect(
      statusSearchSchema.parse({
        onlyMine: 'true',
        status: '-1',
        problemID: ' P1000 ',
        username: 'student1',
        currentPage: 3,
        limit: 30,
      }),
    ).toEqual({
      onlyMine: true,
      status: -1,
      problemID: 'P1000',
      username: 'student1',
      currentPage: 3,
      limit: 30,
    });
  });

  it('drops what it cannot read instead of failing', () => {
    expect(
      statusSearchSchema.parse({ onlyMine: 'maybe', status: 'x', currentPage: -2, limit: 7, username: '  ' }),
    ).toEqual({});
  });

  it('keeps a numeric problem id as text', () => {
    expect(statusSearchSchema.parse({ problemID: 1000 }).problemID).toBe('1000');
  });

  it('defaults to mine for a logged-in non-admin and to all for admins and visitors', () => {
    expect(effectiveOnlyMine({}, { loggedIn: true, admin: false })).toBe(true);
    expect(effectiveOnlyMine({}, { loggedIn: true, admin: true })).toBe(false);
    expect(effectiveOnlyMine({}, { loggedIn: false, admin: false })).toBe(false);
    expect(effectiveOnlyMine({ onlyMine: false }, { loggedIn: true, admin: false })).toBe(false);
  });

  it('asks the server for page 1 of 15 with the unset filters left out', () => {
    expect(submissionListQuery({ status: 0 }, false)).toEqual({
      currentPage: 1,
      limit: 15,
      onlyMine: undefined,
      status: 0,
      problemID: undefined,
      username: undefined,
    });
    expect(submissionListQuery({}, true).onlyMine).toBe(true);
  });
});
