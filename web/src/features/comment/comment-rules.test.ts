import { describe, expect, it } from 'vitest';
import { contentProblem, mayDeleteEntry, mayReplyTo } from './comment-rules';

const student = { uid: 's1', admin: false };
const visitor = { uid: null, admin: false };
const siteAdmin = { uid: 'a1', admin: true };
const contest = { admin: false, ownerName: 'teacher' };
const organisers = { admin: true, ownerName: 'teacher' };
const byStudent = { fromUid: 's1', fromName: 'alice', fromRole: 'default_user' };
const byOther = { fromUid: 's2', fromName: 'bob', fromRole: 'default_user' };
const byOwner = { fromUid: 't1', fromName: 'teacher', fromRole: 'default_user' };
const byRoot = { fromUid: 'r1', fromName: 'root', fromRole: 'root' };

describe('comment rules', () => {
  it('refuses content that is empty after trimming or longer than 10000 characters', () => {
    expect(contentProblem('  \n ')).toBe('comment.contentEmpty');
    expect(contentProblem('x'.repeat(10_001))).toBe('comment.contentTooLong');
    expect(contentProblem('x'.repeat(10_000))).toBeNull();
  });

  it('lets the author, admins and contest admins delete, never a visitor', () => {
    expect(mayDeleteEntry(byStudent, student, null)).toBe(true);
    expect(mayDeleteEntry(byOther, student, null)).toBe(false);
    expect(mayDeleteEntry(byOther, siteAdmin, null)).toBe(true);
    expect(mayDeleteEntry(byOther, { uid: 't1', admin: false }, organisers)).toBe(true);
    expect(mayDeleteEntry(byOther, student, contest)).toBe(false);
    expect(mayDeleteEntry(byStudent, visitor, null)).toBe(false);
  });

  it('hides the reply button on root and owner comments in a contest from contestants', () => {
    expect(mayReplyTo(byOwner, student, contest)).toBe(false);
    expect(mayReplyTo(byRoot, student, contest)).toBe(false);
    expect(mayReplyTo(byOther, student, contest)).toBe(true);
  });

  it('keeps the reply button for the author and contest admins in a contest, and for all under a discussion', () => {
    expect(mayReplyTo(byOwner, { uid: 't1', admin: false }, contest)).toBe(true);
    expect(mayReplyTo(byRoot, student, organisers)).toBe(true);
    expect(mayReplyTo(byRoot, student, null)).toBe(true);
    expect(mayReplyTo(byOwner, visitor, null)).toBe(true);
  });
});
