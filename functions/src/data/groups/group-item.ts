import type { GroupAuth } from '@oj/shared';
import { toItem } from '../kit/versioned-item';
import { groupKey, groupLineKey } from './group-keys';

/** A group as stored (the contract's `Group`, with the owner's uid as `ownerUid`). */
export interface StoredGroup {
  gid: number;
  avatar: string;
  name: string;
  shortName: string;
  brief: string;
  description: string;
  /** The owner's username and uid. */
  owner: string;
  ownerUid: string;
  auth: GroupAuth;
  /** The invitation code; '' for a public group. */
  code: string;
  visible: boolean;
  /** 0 normal. */
  status: number;
  gmtCreate: string;
  gmtModified: string;
}

/** A line of the group list: the group without its code, with its count of members proper. */
export interface GroupLine extends Omit<StoredGroup, 'code'> {
  memberCount: number;
}

export const groupItemVersion = 1;

export function groupToItem(group: StoredGroup) {
  return toItem(groupKey(group.gid), 'Group', groupItemVersion, group);
}

export function groupLineToItem(line: GroupLine) {
  return toItem(groupLineKey(line.gid), 'GroupLine', groupItemVersion, line);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function authOf(value: unknown): GroupAuth {
  return value === 2 || value === 3 ? value : 1;
}

export function groupFromItem(item: Record<string, unknown>): StoredGroup {
  return {
    gid: Number(item.gid),
    avatar: text(item.avatar),
    name: text(item.name),
    shortName: text(item.shortName),
    brief: text(item.brief),
    description: text(item.description),
    owner: text(item.owner),
    ownerUid: text(item.ownerUid),
    auth: authOf(item.auth),
    code: text(item.code),
    visible: item.visible !== false,
    status: Number(item.status ?? 0),
    gmtCreate: text(item.gmtCreate),
    gmtModified: text(item.gmtModified),
  };
}

export function groupLineFromItem(item: Record<string, unknown>): GroupLine {
  const { code: _code, ...group } = groupFromItem(item);
  return { ...group, memberCount: Number(item.memberCount ?? 0) };
}
