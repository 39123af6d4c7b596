import { describe, expect, it } from 'vitest';
import { roleCodes, type RoleCode } from '@oj/shared';
import { discussionDelete, discussionEdit, moderatesDiscussion } from './discussion';
import type { GroupRole } from './group';

const viewer = (uid: string, roleCode: RoleCode = roleCodes.defaultUser) => ({ uid, roleCode });
const author = viewer('a1');
const siteAdmin = viewer('s1', roleCodes.admin);
const superAdmin = viewer('r1', roleCodes.superAdmin);
const other = viewer('u2');
const outcome = (decision: { allowed: boolean; refusal?: string }) =>
  decision.allowed ? 'allowed' : decision.refusal;

describe('the site board’s rules', () => {
  const facts = { authorUid: 'a1', groupRole: undefined };

  it('is moderated by the site’s admin roles', () => {
    expect(moderatesDiscussion(siteAdmin, facts)).toBe(true);
    expect(moderatesDiscussion(superAdmin, facts)).toBe(true);
    expect(moderatesDiscussion(author, facts)).toBe(false);
    expect(moderatesDiscussion(undefined, facts)).toBe(false);
  });

  it('lets only the author edit, and the author or an admin role delete', () => {
    expect(outcome(discussionEdit(author, facts))).toBe('allowed');
    expect(outcome(discussionEdit(siteAdmin, facts))).toBe('discussionNotAuthor');
    expect(outcome(discussionEdit(other, facts))).toBe('discussionNotAuthor');
    expect(outcome(discussionDelete(author, facts))).toBe('allowed');
    expect(outcome(discussionDelete(siteAdmin, facts))).toBe('allowed');
    expect(outcome(discussionDelete(other, facts))).toBe('discussionDeleteNotAllowed');
  });
});

describe('a group board’s rules', () => {
  const rows: [string, ReturnType<typeof viewer>, GroupRole, boolean][] = [
    ['a member', other, 'member', false],
    ['an applicant', other, 'applicant', false],
    ['a site admin who is a member', siteAdmin, 'member', false],
    ['a group admin', other, 'admin', true],
    ['a group root', other, 'root', true],
    ['the owner', other, 'owner', true],
    ['the super admin', superAdmin, 'outsider', true],
  ];

  it.each(rows)(
    'lets %s edit, delete and pin another’s discussion only as a group admin',
    (_, who, role, may) => {
      const facts = { authorUid: 'a1', groupRole: role };
      expect(moderatesDiscussion(who, facts)).toBe(may);
      const expected = may ? 'allowed' : 'groupDiscussionChangeNotAllowed';
      expect(outcome(discussionEdit(who, facts))).toBe(expected);
      expect(outcome(discussionDelete(who, facts))).toBe(expected);
    },
  );

  it('lets the author, a plain member, edit and delete their own but not pin', () => {
    const facts = { authorUid: 'a1', groupRole: 'member' as const };
    expect(outcome(discussionEdit(author, facts))).toBe('allowed');
    expect(outcome(discussionDelete(author, facts))).toBe('allowed');
    expect(moderatesDiscussion(author, facts)).toBe(false);
  });
});
