import { websiteConfigSchema } from '../domain/website-config';
import { defineCall } from './define-call';
import { noBody, noQuery } from './params';

export const adminGetWebConfig = defineCall({
  module: 'admin-config',
  method: 'GET',
  path: '/api/admin/config/get-web-config',
  query: noQuery,
  body: noBody,
  response: websiteConfigSchema,
});

export const adminSetWebConfig = defineCall({
  module: 'admin-config',
  method: 'PUT',
  path: '/api/admin/config/set-web-config',
  query: noQuery,
  /** The whole config, as the admin form sends it; unknown fields are refused. */
  body: websiteConfigSchema.strict(),
  response: websiteConfigSchema,
});

export const adminConfigCalls = [adminGetWebConfig, adminSetWebConfig] as const;
