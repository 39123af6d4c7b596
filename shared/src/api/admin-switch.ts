import type * as z from 'zod';
import { laterSwitchFields, switchConfigSchema } from '../domain/switch-config';
import {
  remoteJudgeAccountsSchema,
  unpairedRemoteJudgeAccounts,
  usernameListField,
} from '../domain/remote-judge-accounts';
import { schemaRuleIssue } from '../domain/schema-rules';
import { answeredForPut, defineCall } from './define-call';
import { noBody, noQuery } from './params';

/**
 * The contract's SwitchConfigDTO as the super admin reads it: the switches and quotas of the website
 * config, and the remote judges' account lists (passwords included, as the original server answers
 * them: the page edits them), which live apart and are in no public answer.
 */
export const switchInfoSchema = switchConfigSchema.extend(remoteJudgeAccountsSchema.shape);

export type SwitchInfo = z.infer<typeof switchInfoSchema>;

export const adminGetSwitchConfig = defineCall({
  module: 'admin-switch',
  method: 'GET',
  path: '/api/admin/switch/info',
  query: noQuery,
  body: noBody,
  response: switchInfoSchema,
});

export const adminGetSwitchConfigByPut = answeredForPut(adminGetSwitchConfig);

/**
 * The contract's SwitchConfigDTO. `register` (added) may be left out and stays as it is, and so may the
 * judging switches, the quotas and the account lists (a client older than them keeps them as they
 * are). A remote judge's usernames and passwords are sent together, as many of each.
 */
export const adminUpdateSwitchConfig = defineCall({
  module: 'admin-switch',
  method: 'PUT',
  path: '/api/admin/switch/update',
  query: noQuery,
  body: switchConfigSchema
    .partial(laterSwitchFields)
    .extend(remoteJudgeAccountsSchema.partial().shape)
    .superRefine((body, issues) => {
      for (const site of unpairedRemoteJudgeAccounts(body))
        issues.addIssue({ ...schemaRuleIssue('remoteJudgeAccountsPaired'), path: [usernameListField(site)] });
    }),
  response: switchInfoSchema,
});

export const adminSwitchCalls = [
  adminGetSwitchConfig,
  adminGetSwitchConfigByPut,
  adminUpdateSwitchConfig,
] as const;
