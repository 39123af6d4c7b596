import { websiteConfigSchema } from '../domain/website-config';
import { defineCall } from './define-call';
import { noBody, noQuery } from './params';

export const adminGetWebConfig = defineCall({
  area: 'admin',
  method: 'GET',
  path: '/api/admin/config/get-web-config',
  query: noQuery,
  body: noBody,
  response: websiteConfigSchema,
});

export const adminSetWebConfig = defineCall({
  area: 'admin',
  method: 'PUT',
  path: '/api/admin/config/set-web-config',
  query: noQuery,
  /** Only the fields sent are changed. */
  body: websiteConfigSchema.partial().strict(),
  response: websiteConfigSchema,
});

export const adminConfigCalls = [adminGetWebConfig, adminSetWebConfig] as const;
