import { allowed, refused, type Decision } from './decision';
import { isAdmin, isSuperAdmin, type Viewer } from './viewer';

/** Anything made by one account: a submission, a discussion, a comment, a profile (its own uid). */
export interface Authored {
  uid: string;
}

/** Whether the viewer made the thing. */
export function isAuthor(viewer: Viewer, item: Authored): boolean {
  return viewer !== undefined && viewer.uid === item.uid;
}

/** Whether the viewer made the thing or is an admin: who may edit or delete it, see its private fields. */
export function isAuthorOrAdmin(viewer: Viewer, item: Authored): boolean {
  return isAuthor(viewer, item) || isAdmin(viewer);
}

/**
 * The author or an admin may change the thing (resubmit a submission, delete a discussion or a
 * comment: spec §6); anyone else is refused with the caller's error.
 */
export function authorOrAdminMay<Refusal extends string>(
  viewer: Viewer,
  item: Authored,
  refusal: Refusal,
): Decision<Refusal> {
  return isAuthorOrAdmin(viewer, item) ? allowed : refused(refusal);
}

/** Only the author may change the thing (share a submission's code, edit a discussion: spec §6). */
export function onlyAuthorMay<Refusal extends string>(
  viewer: Viewer,
  item: Authored,
  refusal: Refusal,
): Decision<Refusal> {
  return isAuthor(viewer, item) ? allowed : refused(refusal);
}

/**
 * The author or the super admin may remove the thing (a markdown upload: one admin does not delete
 * another's pictures, the super admin cleans up anything); anyone else is refused with the caller's error.
 */
export function authorOrSuperAdminMay<Refusal extends string>(
  viewer: Viewer,
  item: Authored,
  refusal: Refusal,
): Decision<Refusal> {
  return isAuthor(viewer, item) || isSuperAdmin(viewer) ? allowed : refused(refusal);
}
