import { adminGetSwitchConfig, adminUpdateSwitchConfig } from '@oj/shared/api/admin-switch';
import { getWebsiteConfig } from '@oj/shared/api/site';
import { callKey, callQueryOptions, useCallMutation } from '../../../lib/call-query';

export const switchConfigQueryOptions = () => callQueryOptions(adminGetSwitchConfig, {});

/** Save the switches; the public config (menus, the register button) is read again at once. */
export const useUpdateSwitchConfig = () =>
  useCallMutation(adminUpdateSwitchConfig, {
    invalidates: [callKey(adminGetSwitchConfig), callKey(getWebsiteConfig)],
  });
