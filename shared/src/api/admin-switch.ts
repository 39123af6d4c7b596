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
 * The contract's SwitchConfigDTO. Its other switches (remote judge accounts, per-scope judging, group
 * and discussion quotas) are not features of this site: they are ignored, so a client that sends the
 * whole DTO back works. `register` (added) may be left out and stays as it is.
 */
export const adminUpdateSwitchConfig = defineCall({
  module: 'admin-switch',
  method: 'PUT',
  path: '/api/admin/switch/update',
  query: noQuery,
  body: switchConfigSchema.partial({ register: true }),
  response: switchConfigSchema,
});

export const adminSwitchCalls = [
  adminGetSwitchConfig,
  adminGetSwitchConfigByPut,
  adminUpdateSwitchConfig,
] as const;
