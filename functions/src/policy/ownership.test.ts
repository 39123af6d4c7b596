import { describe, expect, it } from 'vitest';
import { roleCodes } from '@oj/shared';
import {
  authorOrAdminMay,
  authorOrSuperAdminMay,
  isAuthor,
  isAuthorOrAdmin,
  onlyAuthorMay,
} from './ownership';

const author = { uid: 'u1', roleCode: roleCodes.defaultUser };
const other = { uid: 'u2', roleCode: roleCodes.defaultUser };
const admin = { uid: 'a1', roleCode: roleCodes.admin };
const item = { uid: 'u1' };

describe('ownership', () => {
  it('knows the author and nobody else as the author', () => {
    expect(isAuthor(author, item)).toBe(true);
    expect(isAuthor(other, item)).toBe(false);
    expect(isAuthor(undefined, item)).toBe(false);
  });

  it('lets the author or an admin change a thing and refuses others with the given error', () => {
    expect(isAuthorOrAdmin(admin, item)).toBe(true);
    expect(authorOrAdminMay(author, item, 'notSubmissionOwner').allowed).toBe(true);
    expect(authorOrAdminMay(admin, item, 'notSubmissionOwner').allowed).toBe(true);
    expect(authorOrAdminMay(other, item, 'notSubmissionOwner')).toMatchObject({
      refusal: 'notSubmissionOwner',
    });
    expect(authorOrAdminMay(undefined, item, 'notSubmissionOwner').allowed).toBe(false);
  });

  it('lets only the author make an author-only change, admins included in the refusal', () => {
    expect(onlyAuthorMay(author, item, 'notSubmissionOwner').allowed).toBe(true);
    expect(onlyAuthorMay(admin, item, 'notSubmissionOwner').allowed).toBe(false);
  });

  it('lets the author or the super admin remove a thing, and refuses another admin', () => {
    const root = { uid: 'root', roleCode: roleCodes.superAdmin };
    expect(authorOrSuperAdminMay(author, item, 'markdownFileNotYours').allowed).toBe(true);
    expect(authorOrSuperAdminMay(root, item, 'markdownFileNotYours').allowed).toBe(true);
    expect(authorOrSuperAdminMay(admin, item, 'markdownFileNotYours')).toMatchObject({
      refusal: 'markdownFileNotYours',
    });
  });
});
