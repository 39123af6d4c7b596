import { beforeAll, describe, expect, it } from 'vitest';
import {
  getGroupDetail,
  getGroupList,
  getGroupMemberList,
  getGroupApplyList,
  roleCodes,
  type Group,
  type GroupLine,
  type GroupMember,
  type Page,
} from '@oj/shared';
import { useLocalStack } from './local-stack';
import { callerOf, type Caller } from './discussion-kit';
import { createGroup, groupBody, groupClass, groupSend, visitor, type GroupClass } from './group-fixtures';
import { listMembers } from '../src/data/groups/list-members';
import { sweepDisbandedGroup } from '../src/modules/group';

let url: string;
let send: ReturnType<typeof groupSend>;
beforeAll(() => {
  ({ url } = useLocalStack());
  send = groupSend(url);
});

const detail = (caller: Caller, gid: number) => send<Group>('GET', '/api/get-group-detail', caller, { gid });
const list = (caller: Caller, query: Record<string, string | number | boolean> = {}) =>
  send<Page<GroupLine>>('GET', '/api/get-group-list', caller, { limit: 120, ...query });
const join = (caller: Caller, gid: number, query: Record<string, string> = {}) =>
  send('POST', '/api/group/member', caller, { gid, ...query });
const setAuth = (caller: Caller, gid: number, uid: string, auth: number) =>
  send('PUT', '/api/group/member', caller, {}, { gid, uid, auth });
const kick = (caller: Caller, gid: number, uid: string) =>
  send('DELETE', '/api/group/member', caller, { gid, uid });
const authOf = async (caller: Caller, gid: number) =>
  (await send<number>('GET', '/api/get-group-auth', caller, { gid })).envelope.data;
/** The caller's `Mine` messages, newest first, as `title: the group's name` (the name from the text). */
const mineTitles = async (caller: Caller) =>
  (
    await send<Page<{ title: string; content: string }>>('GET', '/api/msg/mine', caller)
  ).envelope.data.records.map((message) => `${message.title}: ${/"(.*)"/.exec(message.content)?.[1] ?? ''}`);
const lineOf = async (caller: Caller, gid: number, name: string) =>
  (await list(caller, { keyword: name })).envelope.data.records.find((line) => line.id === gid);

describe('creating a group', () => {
  it('makes the admin who creates it its owner and first member, with the code kept from the list', async () => {
    const owner = await callerOf(roleCodes.admin);
    const body = groupBody(3);
    const gid = await createGroup(url, owner, body);
    const line = await lineOf(owner, gid, body.shortName);
    expect(getGroupList.response.shape.records.element.parse(line)).toMatchObject({
      name: body.name,
      shortName: body.shortName,
      auth: 3,
      memberCount: 1,
      visible: true,
    });
    expect(line).not.toHaveProperty('code');
    const page = await detail(owner, gid);
    expect(getGroupDetail.response.parse(page.envelope.data)).toMatchObject({
      id: gid,
      code: 'K7q2Zx',
      uid: owner.uid,
    });
    expect(await authOf(owner, gid)).toBe(5);
  });

  it('refuses accounts without an admin role, before reading the body', async () => {
    const answer = await send('POST', '/api/group', await callerOf(), {}, groupBody());
    expect(answer.httpStatus).toBe(403);
  });

  it('names the field whose length is wrong, with the messages of the spec, and writes nothing', async () => {
    const owner = await callerOf(roleCodes.admin);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'Tiny' }, 'name', 'The length of group name is 5 to 25'],
      [{ shortName: 'abcdefghijk' }, 'shortName', 'The length of group shortname is 5 to 10'],
      [{ brief: 'abc' }, 'brief', 'The length of group brief is 5 to 50'],
      [{ description: 'x'.repeat(1001) }, 'description', 'The length of group description is 5 to 1000'],
      [{ code: 'abc' }, 'code', 'The length of invitation code is 6'],
      [{ code: undefined }, 'code', 'The length of invitation code is 6'],
      [{ shortName: 'no spaces' }, 'shortName', 'may hold only letters'],
    ];
    for (const [fields, field, message] of cases) {
      const body = groupBody(2, fields);
      const answer = await send<{ field: string }>('POST', '/api/group', owner, {}, body);
      expect(answer.envelope.status, field).toBe(400);
      expect(answer.envelope.data.field).toBe(field);
      expect(answer.envelope.msg).toContain(message);
    }
    expect((await list(owner, { onlyMine: true })).envelope.data.total).toBe(0);
  });

  it('keeps each short name (in any case) and each name to one group', async () => {
    const owner = await callerOf(roleCodes.superAdmin);
    const body = groupBody(1);
    await createGroup(url, owner, body);
    const sameShort = await send(
      'POST',
      '/api/group',
      owner,
      {},
      groupBody(1, { shortName: body.shortName.toUpperCase() }),
    );
    expect(sameShort.envelope).toMatchObject({ status: 400, msg: expect.stringContaining('short name') });
    const sameName = await send('POST', '/api/group', owner, {}, groupBody(1, { name: body.name }));
    expect(sameName.envelope).toMatchObject({ status: 400, msg: expect.stringContaining('of this name') });
  });

  it('lets an admin create the daily limit of groups, and the super admin any number', async () => {
    const admin = await callerOf(roleCodes.admin);
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => send('POST', '/api/group', admin, {}, groupBody(1))),
    );
    expect(answers.filter((answer) => answer.envelope.status === 200)).toHaveLength(2);
    expect(answers.find((answer) => answer.envelope.status !== 200)?.envelope.msg).toContain(
      'You have created 2 groups today',
    );
    const root = await callerOf(roleCodes.superAdmin);
    for (const _ of [1, 2, 3])
      expect((await send('POST', '/api/group', root, {}, groupBody(1))).envelope.status).toBe(200);
  });
});

describe('the group list', () => {
  it('shows visible groups to anyone, a hidden one only to its members and the super admin', async () => {
    const klass = await groupClass(url);
    const hidden = await send('PUT', '/api/group', klass.owner, {}, { id: klass.gid, visible: false });
    expect(hidden.envelope.status).toBe(200);
    expect(await lineOf(klass.outsider, klass.gid, klass.shortName)).toBeUndefined();
    expect(await lineOf(visitor, klass.gid, klass.shortName)).toBeUndefined();
    expect(await lineOf(klass.applicant, klass.gid, klass.shortName)).toBeUndefined();
    expect(await lineOf(klass.member, klass.gid, klass.shortName)).toMatchObject({
      visible: false,
      memberCount: 4,
    });
    expect(await lineOf(klass.superAdmin, klass.gid, klass.shortName)).toBeDefined();
    expect((await detail(klass.outsider, klass.gid)).envelope.status).toBe(404);
    expect((await join(klass.outsider, klass.gid, { reason: 'let me in please' })).envelope.status).toBe(404);
  });

  it('filters by keyword, by auth and to the caller’s own groups, and pages', async () => {
    const klass = await groupClass(url);
    const mine = await list(klass.member, { onlyMine: true });
    expect(mine.envelope.data.records.map((line) => line.id)).toEqual([klass.gid]);
    expect((await list(klass.applicant, { onlyMine: true })).envelope.data.total).toBe(0);
    expect(await lineOf(klass.outsider, klass.gid, klass.name.toUpperCase())).toBeDefined();
    const protectedOnes = await list(klass.outsider, { auth: 2, keyword: klass.shortName });
    expect(protectedOnes.envelope.data.total).toBe(1);
    expect((await list(klass.outsider, { auth: 1, keyword: klass.shortName })).envelope.data.total).toBe(0);
    const paged = await send<Page<GroupLine>>('GET', '/api/get-group-list', visitor, {});
    expect(paged.envelope.data.size).toBe(15);
    const ordered = (await list(visitor)).envelope.data.records.map((line) => line.id);
    expect(ordered).toEqual([...ordered].sort((a, b) => a - b));
  });
});

describe('joining a group', () => {
  it('lets anyone join a public group at once', async () => {
    const owner = await callerOf(roleCodes.admin);
    const body = groupBody(1);
    const gid = await createGroup(url, owner, body);
    const student = await callerOf();
    expect(await authOf(student, gid)).toBe(0);
    expect((await join(student, gid)).envelope.status).toBe(200);
    expect(await authOf(student, gid)).toBe(5 - 2);
    expect((await lineOf(student, gid, body.shortName))?.memberCount).toBe(2);
    expect((await join(student, gid)).envelope.msg).toContain('member of this group already');
    expect(await mineTitles(student)).toEqual([`Welcome to the group: ${body.name}`]);
  });

  it('takes an application with a reason of 5 to 100 to a protected group, and answers a second plainly', async () => {
    const klass = await groupClass(url);
    const student = await callerOf();
    const short = await send<{ field: string }>('POST', '/api/group/member', student, {
      gid: klass.gid,
      reason: 'hi',
    });
    expect(short.envelope).toMatchObject({ status: 400, data: { field: 'reason' } });
    expect(short.envelope.msg).toContain('5 to 100');
    expect((await join(student, klass.gid, { reason: 'I take this course' })).envelope.status).toBe(200);
    expect(await authOf(student, klass.gid)).toBe(1);
    expect((await join(student, klass.gid, { reason: 'I take this course' })).envelope.msg).toContain(
      'applied already',
    );
    expect((await join(klass.refused, klass.gid, { reason: 'please again' })).envelope.msg).toContain(
      'was refused',
    );
    const applications = await send<Page<GroupMember>>('GET', '/api/group/get-apply-list', klass.admin, {
      gid: klass.gid,
      auth: 1,
    });
    expect(
      getGroupApplyList.response.parse(applications.envelope.data).records.map((row) => row.uid),
    ).toEqual([student.uid, klass.applicant.uid]);
    expect(applications.envelope.data.records[0]?.reason).toBe('I take this course');
    expect(await mineTitles(student)).toEqual([]);
    expect((await setAuth(klass.admin, klass.gid, student.uid, 2)).envelope.status).toBe(200);
    expect(await mineTitles(student)).toEqual([`Application refused: ${klass.name}`]);
    expect(await mineTitles(klass.member)).toEqual([`Welcome to the group: ${klass.name}`]);
  });

  it('needs the invitation code of a private group, and slows down whoever keeps guessing it', async () => {
    const klass = await groupClass(url, { auth: 3 });
    const student = await callerOf();
    const wrong = await join(student, klass.gid, { reason: 'I take this course', code: 'AAAAAA' });
    expect(wrong.envelope).toMatchObject({ status: 400, msg: 'Wrong invitation code: try again!' });
    expect(await authOf(student, klass.gid)).toBe(0);
    expect(
      (await join(student, klass.gid, { reason: 'I take this course', code: klass.code })).envelope.status,
    ).toBe(200);
    expect(await authOf(student, klass.gid)).toBe(1);
    const guesser = await callerOf();
    const answers = [];
    for (let index = 0; index < 6; index += 1)
      answers.push(
        (await join(guesser, klass.gid, { reason: 'guessing here', code: `ZZZZ0${index}` })).envelope.status,
      );
    expect(answers.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(answers[5]).toBe(429);
    const rightButWaiting = await join(guesser, klass.gid, { reason: 'guessing here', code: klass.code });
    expect(rightButWaiting.envelope.status).toBe(429);
  });

  it('answers an unknown group and a hidden one alike to an outsider', async () => {
    const outsider = await callerOf();
    const unknown = await join(outsider, 2_000_000_000, { reason: 'let me in please', code: 'AAAAAA' });
    expect(unknown.envelope).toMatchObject({ status: 404, msg: 'The group does not exist: 2000000000' });
  });
});

describe('the members and their roles', () => {
  let klass: GroupClass;
  beforeAll(async () => {
    klass = await groupClass(url);
  });

  it('lists members proper to members, without reasons, and refuses outsiders and applicants', async () => {
    const members = await send<Page<GroupMember>>('GET', '/api/group/get-member-list', klass.member, {
      gid: klass.gid,
    });
    const page = getGroupMemberList.response.parse(members.envelope.data);
    expect(page.records.map((row) => row.uid).sort()).toEqual(
      [klass.owner.uid, klass.root.uid, klass.admin.uid, klass.member.uid].sort(),
    );
    expect(page.records.every((row) => row.reason === '')).toBe(true);
    expect(page.size).toBe(10);
    for (const caller of [klass.outsider, klass.applicant, klass.refused, klass.siteAdmin])
      expect(
        (await send('GET', '/api/group/get-member-list', caller, { gid: klass.gid })).envelope.status,
      ).toBe(403);
    expect(
      (await send('GET', '/api/group/get-member-list', klass.superAdmin, { gid: klass.gid })).envelope.status,
    ).toBe(200);
    expect(
      (await send('GET', '/api/group/get-apply-list', klass.member, { gid: klass.gid })).envelope.status,
    ).toBe(403);
  });

  it('lets a group admin act only below their own standing', async () => {
    const student = await callerOf();
    await join(student, klass.gid, { reason: 'I take this course' });
    expect((await setAuth(klass.admin, klass.gid, student.uid, 4)).envelope.status).toBe(403);
    expect((await setAuth(klass.admin, klass.gid, student.uid, 3)).envelope.status).toBe(200);
    expect((await setAuth(klass.admin, klass.gid, klass.root.uid, 3)).envelope.status).toBe(403);
    expect((await setAuth(klass.member, klass.gid, student.uid, 3)).envelope.status).toBe(403);
    expect((await setAuth(klass.root, klass.gid, student.uid, 5)).envelope.status).toBe(403);
    expect((await setAuth(klass.root, klass.gid, student.uid, 4)).envelope.status).toBe(200);
    expect((await setAuth(klass.admin, klass.gid, student.uid, 3)).envelope.status).toBe(403);
    expect((await setAuth(klass.owner, klass.gid, student.uid, 5)).envelope.status).toBe(200);
    expect((await setAuth(klass.owner, klass.gid, student.uid, 1)).envelope.msg).toContain(
      'cannot be set back',
    );
    expect((await setAuth(klass.owner, klass.gid, 'nobody-here', 3)).envelope).toMatchObject({ status: 404 });
  });

  it('lets nobody act on themselves or on the owner, saying which', async () => {
    expect((await kick(klass.admin, klass.gid, klass.admin.uid)).envelope.msg).toBe(
      'You cannot change or remove yourself',
    );
    const ownerKicked = await kick(klass.root, klass.gid, klass.owner.uid);
    expect(ownerKicked.envelope.msg).toContain('only disbanding ends');
    expect((await kick(klass.superAdmin, klass.gid, klass.owner.uid)).envelope.status).toBe(403);
  });

  it('lets members leave but not the owner, and keeps the count with the rows', async () => {
    const other = await groupClass(url);
    expect(
      (await send('DELETE', '/api/group/member/exit', other.owner, { gid: other.gid })).envelope.msg,
    ).toContain('you may only disband it');
    expect(
      (await send('DELETE', '/api/group/member/exit', other.applicant, { gid: other.gid })).envelope.status,
    ).toBe(403);
    expect(
      (await send('DELETE', '/api/group/member/exit', other.member, { gid: other.gid })).envelope.status,
    ).toBe(200);
    expect(await authOf(other.member, other.gid)).toBe(0);
    expect((await kick(other.admin, other.gid, other.applicant.uid)).envelope.status).toBe(200);
    expect((await lineOf(other.owner, other.gid, other.shortName))?.memberCount).toBe(3);
  });
});

describe('the settings', () => {
  it('let the group’s roots change the fields given and keep the rest', async () => {
    const klass = await groupClass(url);
    expect(
      (await send('PUT', '/api/group', klass.root, {}, { id: klass.gid, brief: 'A new brief' })).envelope
        .status,
    ).toBe(200);
    const page = (await detail(klass.root, klass.gid)).envelope.data;
    expect(page).toMatchObject({ brief: 'A new brief', name: klass.name, code: klass.code });
    expect((await detail(klass.admin, klass.gid)).envelope.data.code).toBeNull();
    const refused = await send(
      'PUT',
      '/api/group',
      klass.admin,
      {},
      { id: klass.gid, brief: 'Not mine to say' },
    );
    expect(refused.envelope.status).toBe(403);
    const publicNow = await send('PUT', '/api/group', klass.owner, {}, { id: klass.gid, auth: 1 });
    expect(publicNow.envelope.status).toBe(200);
    const privateAgain = await send<{ field: string }>(
      'PUT',
      '/api/group',
      klass.owner,
      {},
      { id: klass.gid, auth: 3 },
    );
    expect(privateAgain.envelope).toMatchObject({ status: 400, data: { field: 'code' } });
  });

  it('refuse a short name another group holds, and free the old one', async () => {
    const first = await groupClass(url);
    const second = await groupClass(url);
    const taken = await send(
      'PUT',
      '/api/group',
      second.owner,
      {},
      { id: second.gid, shortName: first.shortName },
    );
    expect(taken.envelope.msg).toContain('short name');
    const renamed = `r${second.shortName.slice(1)}`;
    expect(
      (await send('PUT', '/api/group', second.owner, {}, { id: second.gid, shortName: renamed })).envelope
        .status,
    ).toBe(200);
    const reuse = await send(
      'POST',
      '/api/group',
      first.owner,
      {},
      groupBody(1, { shortName: second.shortName }),
    );
    expect(reuse.envelope.status).toBe(200);
  });
});

describe('disbanding', () => {
  it('is for the owner and the super admin, ends the group at once and sweeps its members', async () => {
    const klass = await groupClass(url);
    expect((await send('DELETE', '/api/group', klass.root, { gid: klass.gid })).httpStatus).toBe(403);
    expect((await send('DELETE', '/api/group', klass.siteAdmin, { gid: klass.gid })).envelope.status).toBe(
      403,
    );
    expect((await send('DELETE', '/api/group', klass.owner, { gid: klass.gid })).envelope.status).toBe(200);
    expect((await detail(klass.member, klass.gid)).envelope.status).toBe(404);
    expect(await lineOf(klass.superAdmin, klass.gid, klass.shortName)).toBeUndefined();
    expect((await listMembers(klass.gid, true)).length).toBe(6);
    // What the group-disband job does on a judge worker (the test stack runs none).
    expect(await sweepDisbandedGroup(klass.gid)).toMatchObject({ 'members and the group partition': 6 });
    expect(await listMembers(klass.gid, true)).toEqual([]);
    expect(
      (await send('GET', '/api/group/get-member-list', klass.superAdmin, { gid: klass.gid })).envelope.status,
    ).toBe(404);
    const again = await send(
      'POST',
      '/api/group',
      klass.owner,
      {},
      groupBody(1, { shortName: klass.shortName }),
    );
    expect(again.envelope.status).toBe(200);
  });
});
