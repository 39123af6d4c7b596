import * as z from 'zod';
import { websiteConfigSchema } from '../domain/website-config';
import { languageSchema } from '../domain/language';
import { defineCall } from './define-call';
import { booleanParam, noBody, noQuery, problemRefParam } from './params';

export const getWebsiteConfig = defineCall({
  module: 'site',
  method: 'GET',
  path: '/api/get-website-config',
  query: noQuery,
  body: noBody,
  response: websiteConfigSchema,
});

export const getLanguages = defineCall({
  module: 'site',
  method: 'GET',
  path: '/api/languages',
  query: z.object({
    /** true: every language, including remote judges'; false or absent: this site's judge only. */
    all: booleanParam.optional(),
    /** Limit the list to the languages a problem allows: its number or its display id (`"P1000"`). */
    pid: problemRefParam.optional(),
  }),
  body: noBody,
  response: z.array(languageSchema),
});

export const siteCalls = [getWebsiteConfig, getLanguages] as const;
