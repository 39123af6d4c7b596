import { keyOf, type ItemKey } from '../item-key';

/**
 * A group's partition holds the group (`GROUP`) and one row per member or applicant
 * (`MEMBER#<uid>`, with the member auth 1–5 of spec part 3); the list reads the catalogue
 * (`GROUPS` / `G#<gid>`), one line a group.
 */
export function groupKey(gid: number): ItemKey {
  return { pk: keyOf('GROUP', gid), sk: 'GROUP' };
}

export const memberPrefix = 'MEMBER#';

export function groupMemberKey(gid: number, uid: string): ItemKey {
  return { pk: keyOf('GROUP', gid), sk: keyOf('MEMBER', uid) };
}

export const groupCataloguePartition = 'GROUPS';

/** Ids padded to 10 digits sort as numbers. */
export function paddedGid(gid: number): string {
  return String(gid).padStart(10, '0');
}

export function groupLineKey(gid: number): ItemKey {
  return { pk: groupCataloguePartition, sk: keyOf('G', paddedGid(gid)) };
}

/** The claim that keeps a short name to one group, whatever its case (it prefixes problem ids). */
export function groupShortNameClaimKey(shortName: string): ItemKey {
  return { pk: keyOf('GROUPSHORTNAME', shortName.toUpperCase()), sk: 'CLAIM' };
}

/** The claim that keeps a group name to one group. */
export function groupNameClaimKey(name: string): ItemKey {
  return { pk: keyOf('GROUPNAME', name), sk: 'CLAIM' };
}

export const groupSequenceKey: ItemKey = { pk: 'SEQUENCE', sk: 'GROUP' };
export const groupMemberSequenceKey: ItemKey = { pk: 'SEQUENCE', sk: 'GROUPMEMBER' };

/** How many groups an account owns, which the switch config's `defaultCreateGroupLimit` caps. */
export function ownedGroupsKey(uid: string): ItemKey {
  return { pk: keyOf('USER', uid), sk: 'GROUPSOWNED' };
}

/** gsi1 of a member row: the account's groups, by group id. */
export function memberIndexKeys(uid: string, gid: number): { gsi1pk: string; gsi1sk: string } {
  return { gsi1pk: keyOf('USERGROUP', uid), gsi1sk: paddedGid(gid) };
}
