import { bilingual, type Bilingual } from '../domain/bilingual';
import type { PermissionName } from './permissions';
import type { Access, RoleCode } from './roles';

/**
 * What each permission lets an account do, in words: a refusal says what is refused by these, never
 * by the permission's name ("您的账号已被禁言，不能发表评论", not "无 comment_add 权限").
 */
export const permissionActions: Readonly<Record<PermissionName, Bilingual>> = {
  problem_admin: bilingual('管理题目', 'manage problems'),
  submit: bilingual('提交代码', 'submit code'),
  contest_admin: bilingual('管理比赛', 'manage contests'),
  rejudge: bilingual('重新评测', 'rejudge submissions'),
  announcement_admin: bilingual('管理公告', 'manage announcements'),
  user_admin: bilingual('管理用户', 'manage users'),
  system_info_admin: bilingual('查看或修改系统设置', 'see or change the system settings'),
  discussion_add: bilingual('发布或编辑讨论', 'post or edit discussions'),
  discussion_del: bilingual('删除讨论', 'delete discussions'),
  discussion_edit: bilingual('编辑讨论', 'edit discussions'),
  comment_add: bilingual('发表评论', 'post comments'),
  reply_add: bilingual('回复评论', 'reply to comments'),
  group_add: bilingual('创建团队', 'create groups'),
  group_del: bilingual('删除团队', 'delete groups'),
};

/**
 * What an account's role says about it, as the start of a refusal: the restricted roles (spec §3) by
 * what they take away, the others by their name.
 */
export const roleStandings: Readonly<Record<RoleCode, Bilingual>> = {
  1000: bilingual('您的账号是超级管理员', 'Your account is the super admin'),
  1001: bilingual('您的账号是管理员', 'Your account is an administrator'),
  1002: bilingual('您的账号是普通用户', 'Your account is a regular user'),
  1003: bilingual('您的账号已被禁止提交', 'Your account is barred from submitting'),
  1004: bilingual('您的账号已被禁止发布讨论', 'Your account is barred from starting discussions'),
  1005: bilingual('您的账号已被禁言', 'Your account is muted'),
  1006: bilingual(
    '您的账号已被禁止提交和发布讨论',
    'Your account is barred from submitting and starting discussions',
  ),
  1007: bilingual('您的账号已被禁止提交并已被禁言', 'Your account is barred from submitting and muted'),
  1008: bilingual('您的账号是题目管理员', 'Your account is a problem admin'),
};

/** Who passes each access level a route can ask for, for the refusal of everyone else. */
export const accessHolders: Readonly<Record<Exclude<Access, 'anyone' | 'user'>, Bilingual>> = {
  admin: bilingual('管理员', 'administrators'),
  problem_admin: bilingual('题目管理员和超级管理员', 'problem admins and the super admin'),
  root: bilingual('超级管理员', 'the super admin'),
};
