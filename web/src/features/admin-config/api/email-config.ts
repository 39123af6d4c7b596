import { adminGetEmailConfig, adminSetEmailConfig, adminTestEmail } from '@oj/shared/api/admin-config';
import { callKey, callQueryOptions, useCallMutation } from '../../../lib/call-query';

export const emailConfigQueryOptions = () => callQueryOptions(adminGetEmailConfig, {});

export const useSetEmailConfig = () =>
  useCallMutation(adminSetEmailConfig, { invalidates: [callKey(adminGetEmailConfig)] });

export const useTestEmail = () => useCallMutation(adminTestEmail);
