import * as z from 'zod';
import { defineCall } from './define-call';
import { noBody, noQuery } from './params';
import { given } from './admin-problem-form';

/* Admin calls on problem tags and their classifications (document 3, §7 Admin). */

export const adminTagSchema = z.object({
  id: z.number(),
  name: z.string(),
  color: z.string(),
  oj: z.string(),
  gid: z.number().nullable(),
  /** The classification's id, or null. */
  tcid: z.number().nullable(),
  classification: z.object({ id: z.number(), name: z.string() }).nullable(),
});

export const adminTagClassificationSchema = z.object({
  id: z.number(),
  name: z.string(),
  oj: z.string(),
  rank: z.number(),
});

const ojParam = given(z.string().trim().min(1).max(20).default('ME'));
const colorParam = given(z.string().trim().max(30).default('#409EFF'));
const tcidParam = given(z.number().int().positive().optional());

export const adminGetAllTags = defineCall({
  module: 'admin-tag',
  method: 'GET',
  path: '/api/admin/tag/get-all-tag',
  query: z.object({ oj: z.string().trim().max(20).optional() }),
  body: noBody,
  response: z.array(adminTagSchema),
});

export const adminCreateTag = defineCall({
  module: 'admin-tag',
  method: 'POST',
  path: '/api/admin/tag',
  query: noQuery,
  body: z.object({ name: z.string().trim().min(1).max(50), color: colorParam, oj: ojParam, tcid: tcidParam }),
  response: adminTagSchema,
});

export const adminUpdateTag = defineCall({
  module: 'admin-tag',
  method: 'PUT',
  path: '/api/admin/tag',
  query: noQuery,
  body: z.object({
    id: z.number().int().positive(),
    name: z.string().trim().min(1).max(50),
    color: colorParam,
    oj: ojParam,
    tcid: tcidParam,
  }),
  response: adminTagSchema,
});

export const adminDeleteTag = defineCall({
  module: 'admin-tag',
  method: 'DELETE',
  path: '/api/admin/tag',
  query: z.object({ tid: z.coerce.number().int().positive() }),
  body: noBody,
  response: z.null(),
});

export const adminGetTagClassifications = defineCall({
  module: 'admin-tag',
  method: 'GET',
  path: '/api/admin/tag/classification',
  query: z.object({ oj: z.string().trim().max(20).optional() }),
  body: noBody,
  response: z.array(adminTagClassificationSchema),
});

const rankParam = given(z.number().int().min(0).max(2_147_483_647).default(0));

export const adminCreateTagClassification = defineCall({
  module: 'admin-tag',
  method: 'POST',
  path: '/api/admin/tag/classification',
  query: noQuery,
  body: z.object({ name: z.string().trim().min(1).max(50), oj: ojParam, rank: rankParam }),
  response: adminTagClassificationSchema,
});

export const adminUpdateTagClassification = defineCall({
  module: 'admin-tag',
  method: 'PUT',
  path: '/api/admin/tag/classification',
  query: noQuery,
  body: z.object({
    id: z.number().int().positive(),
    name: z.string().trim().min(1).max(50),
    oj: ojParam,
    rank: rankParam,
  }),
  response: adminTagClassificationSchema,
});

export const adminDeleteTagClassification = defineCall({
  module: 'admin-tag',
  method: 'DELETE',
  path: '/api/admin/tag/classification',
  query: z.object({ tcid: z.coerce.number().int().positive() }),
  body: noBody,
  response: z.null(),
});

/** Tag and classification calls of the admin area. */
export const adminTagCalls = [
  adminGetAllTags,
  adminCreateTag,
  adminUpdateTag,
  adminDeleteTag,
  adminGetTagClassifications,
  adminCreateTagClassification,
  adminUpdateTagClassification,
  adminDeleteTagClassification,
] as const;
