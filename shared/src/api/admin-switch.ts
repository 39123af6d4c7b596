import { switchConfigSchema } from '../domain/switch-config';
import { answeredForPut, defineCall } from './define-call';
import { noBody, noQuery } from './params';

export const adminGetSwitchConfig = defineCall({
  module: 'admin-switch',
  method: 'GET',
  path: '/api/admin/switch/info',
  query: noQuery,
  body: noBody,
  response: switchConfigSchema,
});

export const adminGetSwitchConfigByPut = answeredForPut(adminGetSwitchConfig);

/**
 * The contract's SwitchConfigDTO. `register` (added) may be left out and stays as it is, and so may the
 * judging switches and the quotas (a client older than them keeps them as they are).
 */
export const adminUpdateSwitchConfig = defineCall({
  module: 'admin-switch',
  method: 'PUT',
  path: '/api/admin/switch/update',
  query: noQuery,
  body: switchConfigSchema.partial({
    register: true,
    openPublicJudge: true,
    openGroupJudge: true,
    openContestJudge: true,
    hideNonContestSubmissionCode: true,
    defaultCreateGroupDailyLimit: true,
    defaultCreateGroupLimit: true,
    defaultCreateGroupACInitValue: true,
    defaultCreateDiscussionDailyLimit: true,
    defaultCreateDiscussionACInitValue: true,
    defaultCreateCommentACInitValue: true,
  }),
  response: switchConfigSchema,
});

export const adminSwitchCalls = [
  adminGetSwitchConfig,
  adminGetSwitchConfigByPut,
  adminUpdateSwitchConfig,
] as const;
