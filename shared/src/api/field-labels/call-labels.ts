import { bilingual, type Bilingual } from '../../domain/bilingual';
import { groupCallLabels } from './group-labels';

/**
 * Labels of fields whose name means something else in one call than across the site (`type` is a
 * ranking's kind in one call and an account's role in another; `cid` names a comment in the comment
 * like). Keyed by the call's method and path, so reading them imports no call definitions.
 */
export const callLabels: Readonly<Record<string, Readonly<Record<string, Bilingual>>>> = {
  'PUT /api/admin/config/set-web-config': {
    name: bilingual('网站名称', 'Site name'),
    description: bilingual('网站描述', 'Site description'),
  },
  'POST /api/register': { code: bilingual('邮件验证码', 'Email code') },
  'POST /api/reset-password': { code: bilingual('邮件验证码', 'Email code') },
  'POST /api/change-email': { code: bilingual('邮件验证码', 'Email code') },
  'GET /api/get-rank-list': { type: bilingual('排名类型', 'Ranking type') },
  'POST /api/submit-problem-test-judge': { type: bilingual('自测类型', 'Test run type') },
  'GET /api/get-submission-list': {
    status: bilingual('评测结果', 'Verdict'),
    username: bilingual('提交者', 'Submitter'),
  },
  'GET /api/contest-submissions': {
    status: bilingual('评测结果', 'Verdict'),
    username: bilingual('提交者', 'Submitter'),
  },
  'GET /api/admin/judge/manual-judge': { status: bilingual('评测结果', 'Verdict') },
  'POST /api/admin/problem/compile-spj': {
    code: bilingual('特殊判题代码', 'Checker code'),
    language: bilingual('特殊判题语言', 'Checker language'),
  },
  'POST /api/admin/problem/compile-interactive': {
    code: bilingual('交互程序代码', 'Interactor code'),
    language: bilingual('交互程序语言', 'Interactor language'),
  },
  'PUT /api/admin/problem/change-problem-auth': { id: bilingual('题目编号', 'Problem id') },
  'POST /api/admin/tag': {
    name: bilingual('标签名称', 'Tag name'),
    color: bilingual('标签颜色', 'Tag colour'),
  },
  'PUT /api/admin/tag': {
    id: bilingual('标签编号', 'Tag id'),
    name: bilingual('标签名称', 'Tag name'),
    color: bilingual('标签颜色', 'Tag colour'),
  },
  'DELETE /api/admin/tag': { tid: bilingual('标签编号', 'Tag id') },
  'POST /api/admin/tag/classification': { name: bilingual('标签分类名称', 'Classification name') },
  'PUT /api/admin/tag/classification': {
    id: bilingual('标签分类编号', 'Classification id'),
    name: bilingual('标签分类名称', 'Classification name'),
  },
  'PUT /api/admin/user/edit-user': {
    type: bilingual('角色', 'Role'),
    status: bilingual('账号状态', 'Account status'),
  },
  'DELETE /api/admin/user/delete-user': { ids: bilingual('要删除的用户', 'Users to delete') },
  'POST /api/admin/announcement': { status: bilingual('公告状态', 'Announcement status') },
  'PUT /api/admin/announcement': {
    id: bilingual('公告编号', 'Announcement id'),
    status: bilingual('公告状态', 'Announcement status'),
  },
  'GET /api/admin/msg/notice': { type: bilingual('通知对象', 'Audience') },
  'POST /api/admin/msg/notice': { type: bilingual('通知对象', 'Audience') },
  'PUT /api/admin/msg/notice': {
    id: bilingual('通知编号', 'Notice id'),
    type: bilingual('通知对象', 'Audience'),
  },
  'DELETE /api/admin/msg/notice': { id: bilingual('通知编号', 'Notice id') },
  'DELETE /api/msg/clean': {
    type: bilingual('消息类型', 'Message box'),
    id: bilingual('消息编号', 'Message id'),
  },
  'GET /api/get-contest-list': {
    status: bilingual('比赛状态', 'Contest status'),
    type: bilingual('赛制', 'Contest rule'),
  },
  'POST /api/admin/contest': {
    title: bilingual('比赛标题', 'Contest title'),
    description: bilingual('比赛描述', 'Contest description'),
    type: bilingual('赛制', 'Contest rule'),
    auth: bilingual('比赛权限', 'Contest access'),
  },
  'PUT /api/admin/contest': {
    id: bilingual('比赛编号', 'Contest id'),
    title: bilingual('比赛标题', 'Contest title'),
    description: bilingual('比赛描述', 'Contest description'),
    type: bilingual('赛制', 'Contest rule'),
    auth: bilingual('比赛权限', 'Contest access'),
  },
  'POST /api/register-contest': { password: bilingual('比赛密码', 'Contest password') },
  'POST /api/register-training': { password: bilingual('训练密码', 'Training password') },
  'POST /api/admin/contest/problem': { color: bilingual('气球颜色', 'Balloon colour') },
  'PUT /api/admin/contest/contest-problem': { color: bilingual('气球颜色', 'Balloon colour') },
  'POST /api/admin/contest/release-exam-lock': { uid: bilingual('选手', 'Contestant') },
  'PUT /api/check-contest-ac-info': { id: bilingual('AC 记录编号', 'AC record id') },
  'PUT /api/check-contest-print-status': { id: bilingual('打印任务编号', 'Print job id') },
  'GET /api/file/download-contest-print-text': { id: bilingual('打印任务编号', 'Print job id') },
  'POST /api/submit-print-text': { content: bilingual('打印内容', 'Print text') },
  'POST /api/admin/training': { 'training.description': bilingual('金币奖励', 'Coin reward') },
  'PUT /api/admin/training': { 'training.description': bilingual('金币奖励', 'Coin reward') },
  'PUT /api/admin/training/change-training-status': { status: bilingual('训练状态', 'Training status') },
  'PUT /api/admin/training/problem': { id: bilingual('训练题目编号', 'Training problem id') },
  'POST /api/admin/training/category': {
    name: bilingual('分类名称', 'Category name'),
    color: bilingual('分类颜色', 'Category colour'),
  },
  'PUT /api/admin/training/category': {
    id: bilingual('分类编号', 'Category id'),
    name: bilingual('分类名称', 'Category name'),
    color: bilingual('分类颜色', 'Category colour'),
  },
  'DELETE /api/admin/training/category': { cid: bilingual('分类编号', 'Category id') },
  'DELETE /api/admin/config/home-carousel': { id: bilingual('轮播图编号', 'Picture id') },
  'PUT /api/admin/config/home-carousel': { ids: bilingual('轮播图顺序', 'Picture order') },
  'POST /api/discussion-category': {
    id: bilingual('分类编号', 'Category id'),
    name: bilingual('分类名称', 'Category name'),
  },
  'GET /api/get-discussion-list': { cid: bilingual('讨论分类', 'Discussion category') },
  'PUT /api/discussion': { id: bilingual('讨论编号', 'Discussion id') },
  'POST /api/discussion-report': { content: bilingual('举报理由', 'Report reason') },
  'POST /api/comment': { content: bilingual('评论内容', 'Comment') },
  'DELETE /api/comment': { id: bilingual('评论编号', 'Comment id') },
  'GET /api/comment-like': { cid: bilingual('评论编号', 'Comment id') },
  'PUT /api/admin/discussion': {
    id: bilingual('讨论编号', 'Discussion id'),
    status: bilingual('讨论状态', 'Discussion status'),
  },
  'PUT /api/admin/discussion-report': {
    id: bilingual('举报编号', 'Report id'),
    status: bilingual('处理状态', 'Handled'),
  },
  ...groupCallLabels,
};
