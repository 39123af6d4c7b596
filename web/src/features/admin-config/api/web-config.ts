import { adminGetWebConfig, adminSetWebConfig } from '@oj/shared/api/admin-config';
import { getWebsiteConfig } from '@oj/shared/api/site';
import { callKey, callQueryOptions, useCallMutation } from '../../../lib/call-query';

/** The website config as stored (not the public few-second copy). */
export const webConfigQueryOptions = () => callQueryOptions(adminGetWebConfig, {});

/** Save the form; the public config every page reads is read again, so the change shows at once here. */
export const useSetWebConfig = () =>
  useCallMutation(adminSetWebConfig, {
    invalidates: [callKey(adminGetWebConfig), callKey(getWebsiteConfig)],
  });
