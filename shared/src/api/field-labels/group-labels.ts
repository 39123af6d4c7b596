import { bilingual, type Bilingual } from '../../domain/bilingual';
import { adminGroupProblemCallLabels } from './admin-group-problem-labels';
import { groupAnnouncementCallLabels } from './group-announcement-labels';
import { groupContestProblemCallLabels } from './group-contest-problem-labels';
import { groupProblemCallLabels } from './group-problem-labels';
import { groupRankCallLabels } from './group-rank-labels';
import { groupTrainingCallLabels } from './group-training-labels';
import { groupTrainingProblemCallLabels } from './group-training-problem-labels';

/** Fields of groups and their members, the same across the group calls. */
export const groupLabels = {
  brief: bilingual('团队简介', 'Group brief'),
  avatar: bilingual('头像', 'Avatar'),
  reason: bilingual('申请理由', 'Reason'),
} as const satisfies Record<string, Bilingual>;

const groupFields = {
  name: bilingual('团队名称', 'Group name'),
  shortName: bilingual('团队简称', 'Group short name'),
  description: bilingual('团队描述', 'Group description'),
  auth: bilingual('加入方式', 'Joining'),
  code: bilingual('邀请码', 'Invitation code'),
  visible: bilingual('是否可见', 'Visible'),
};

/** Group fields whose names mean something else elsewhere (a group's `code` is its invitation code). */
const groupOwnCallLabels: Readonly<Record<string, Readonly<Record<string, Bilingual>>>> = {
  'POST /api/group': groupFields,
  'PUT /api/group': { ...groupFields, id: bilingual('团队编号', 'Group id') },
  'GET /api/get-group-list': { auth: bilingual('加入方式', 'Joining') },
  'POST /api/group/member': { code: bilingual('邀请码', 'Invitation code') },
  'PUT /api/group/member': { auth: bilingual('成员权限', 'Member auth') },
  'GET /api/group/get-member-list': { auth: bilingual('成员权限', 'Member auth') },
  'GET /api/group/get-apply-list': { auth: bilingual('成员权限', 'Member auth') },
};

/** The call labels of every group module, each kept in its module's own file. */
export const groupCallLabels: Readonly<Record<string, Readonly<Record<string, Bilingual>>>> = {
  ...groupOwnCallLabels,
  ...groupAnnouncementCallLabels,
  ...groupProblemCallLabels,
  ...adminGroupProblemCallLabels,
  ...groupTrainingCallLabels,
  ...groupTrainingProblemCallLabels,
  ...groupContestProblemCallLabels,
  ...groupRankCallLabels,
};
