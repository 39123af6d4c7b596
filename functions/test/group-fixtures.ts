import { randomUUID } from 'node:crypto';
import { roleCodes, type GroupLine, type Page } from '@oj/shared';
import { callerOf, callerSend, visitor, type Caller } from './discussion-kit';

/* What the group tests share: a class made through the real API, with one account in each standing. */

export { callerSend as groupSend, visitor };

/** A class: its group and an account of each standing in it, and around it. */
export interface GroupClass {
  gid: number;
  name: string;
  shortName: string;
  code: string;
  /** A site admin (1001) who created the group: its owner, member auth 5. */
  owner: Caller;
  /** Member auth 5, not the owner. */
  root: Caller;
  /** Member auth 4. */
  admin: Caller;
  /** Member auth 3. */
  member: Caller;
  /** Member auth 1: applied, not answered yet. */
  applicant: Caller;
  /** Member auth 2: applied and refused. */
  refused: Caller;
  /** A user with no row in the group. */
  outsider: Caller;
  /** A site admin (1001) with no row in the group. */
  siteAdmin: Caller;
  /** The super admin (1000), with no row in the group. */
  superAdmin: Caller;
  visitor: Caller;
}

/** A group's create body with unique names; `auth` 1 public, 2 protected, 3 private. */
export function groupBody(auth: 1 | 2 | 3 = 2, fields: Record<string, unknown> = {}) {
  const run = randomUUID().replaceAll('-', '').slice(0, 8);
  return {
    name: `Class ${run}`,
    shortName: `c${run.slice(0, 7)}`,
    brief: `The class ${run}`,
    description: `Where the class ${run} meets`,
    auth,
    code: auth === 1 ? undefined : 'K7q2Zx',
    visible: true,
    ...fields,
  };
}

/** Creates a group as `owner` and answers its id, found by its unique short name. */
export async function createGroup(
  url: string,
  owner: Caller,
  body: Record<string, unknown>,
): Promise<number> {
  const send = callerSend(url);
  const created = await send('POST', '/api/group', owner, {}, body);
  if (created.envelope.status !== 200) throw new Error(`creating the group: ${created.envelope.msg}`);
  const mine = await send<Page<GroupLine>>('GET', '/api/get-group-list', owner, {
    onlyMine: true,
    keyword: String(body.shortName),
    limit: 120,
  });
  const line = mine.envelope.data.records.find((group) => group.shortName === body.shortName);
  if (!line) throw new Error(`the new group ${String(body.shortName)} is not in its owner's list`);
  return line.id;
}

/**
 * A fresh class through the real API: an admin creates the group (protected unless `auth` says),
 * five accounts apply, and the owner accepts three at their auths, refuses one and leaves one waiting.
 */
export async function groupClass(url: string, options: { auth?: 1 | 2 | 3 } = {}): Promise<GroupClass> {
  const send = callerSend(url);
  const auth = options.auth ?? 2;
  const owner = await callerOf(roleCodes.admin);
  const body = groupBody(auth);
  const gid = await createGroup(url, owner, body);
  const [root, admin, member, applicant, refused, outsider] = await Promise.all([
    callerOf(),
    callerOf(),
    callerOf(),
    callerOf(),
    callerOf(),
    callerOf(),
  ]);
  const standings: [Caller, number | null][] = [
    [root, 5],
    [admin, 4],
    [member, 3],
    [refused, 2],
    [applicant, null],
  ];
  for (const [caller, memberAuth] of standings) {
    const join = await send('POST', '/api/group/member', caller, {
      gid,
      reason: 'I am in this class',
      ...(auth === 3 ? { code: body.code ?? '' } : {}),
    });
    if (join.envelope.status !== 200) throw new Error(`joining the class: ${join.envelope.msg}`);
    if (memberAuth === null || (auth === 1 && memberAuth === 3)) continue;
    if (auth === 1 && memberAuth === 2)
      throw new Error('a public group refuses nobody: make the class protected');
    const change = await send(
      'PUT',
      '/api/group/member',
      owner,
      {},
      { gid, uid: caller.uid, auth: memberAuth },
    );
    if (change.envelope.status !== 200) throw new Error(`setting auth ${memberAuth}: ${change.envelope.msg}`);
  }
  return {
    gid,
    name: body.name,
    shortName: body.shortName,
    code: body.code ?? '',
    owner,
    root,
    admin,
    member,
    applicant,
    refused,
    outsider,
    siteAdmin: await callerOf(roleCodes.admin),
    superAdmin: await callerOf(roleCodes.superAdmin),
    visitor,
  };
}
