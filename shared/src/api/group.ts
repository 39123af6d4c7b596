import * as z from 'zod';
import { defineCall, type CallDefinition } from './define-call';
import {
  booleanParam,
  listKeywordParam,
  noBody,
  noQuery,
  optionalParam,
  pageParams,
  pageSchema,
} from './params';
import { groupAuthValues, groupRules } from '../domain/group';
import { schemaRule, schemaRuleIssue, type SchemaRule } from '../domain/schema-rules';

/*
 * Groups themselves (spec part 3, §2.6–§2.7, §2.13, §3, §5 and §7 "Group"; contract "Area: group"):
 * the list, a group's page, the caller's standing there, creating, changing and disbanding one.
 */

/** A group's id in a query (`gid`). */
export const gidParam = z.coerce.number().int().positive();

/** The contract's `Group`: a group's page. `code` is empty but for the group's roots and the super admin. */
export const groupSchema = z.object({
  id: z.number().int(),
  avatar: z.string(),
  name: z.string(),
  shortName: z.string(),
  brief: z.string(),
  description: z.string(),
  /** The owner's username and uid. */
  owner: z.string(),
  uid: z.string(),
  auth: z.number().int(),
  visible: z.boolean(),
  /** 0 normal. */
  status: z.number().int(),
  code: z.string().nullable(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type Group = z.infer<typeof groupSchema>;

/** The contract's `GroupVO`: a line of the group list, without the code. */
export const groupLineSchema = z.object({
  id: z.number().int(),
  avatar: z.string(),
  owner: z.string(),
  name: z.string(),
  shortName: z.string(),
  brief: z.string(),
  description: z.string(),
  auth: z.number().int(),
  visible: z.boolean(),
  /** Members proper (auth 3 to 5), the owner among them. */
  memberCount: z.number().int(),
  gmtCreate: z.string(),
});
export type GroupLine = z.infer<typeof groupLineSchema>;

/** A text field of a group, trimmed, whose length must be within `min`–`max` (spec part 3, §5). */
function groupText(min: number, max: number, rule: SchemaRule) {
  return z
    .string()
    .trim()
    .min(1, schemaRule('fieldRequired'))
    .superRefine((value, context) => {
      if (value.length < min || value.length > max) context.addIssue(schemaRuleIssue(rule, { min, max }));
    });
}

const groupName = groupText(groupRules.nameMin, groupRules.nameMax, 'groupNameLength');
/** The short name prefixes the display ids of the group's problems, so it takes their characters. */
const groupShortName = groupText(
  groupRules.shortNameMin,
  groupRules.shortNameMax,
  'groupShortNameLength',
).pipe(z.string().regex(/^[A-Za-z0-9_-]+$/, schemaRule('groupShortNameCharacters')));
const groupBrief = groupText(groupRules.briefMin, groupRules.briefMax, 'groupBriefLength');
const groupDescription = groupText(
  groupRules.descriptionMin,
  groupRules.descriptionMax,
  'groupDescriptionLength',
);
const groupCode = z
  .string()
  .trim()
  .superRefine((value, context) => {
    if (value.length !== groupRules.codeLength)
      context.addIssue(schemaRuleIssue('groupCodeLength', { length: groupRules.codeLength }));
  });
const groupAuthField = z.coerce
  .number()
  .int()
  .refine((auth) => (groupAuthValues as readonly number[]).includes(auth), schemaRule('fieldNotOneOf'));
const avatarField = z.string().trim().max(groupRules.avatarMaxLength);

/** A group that is not public needs its six-character code (checked across the fields, naming `code`). */
function codeWhenNotPublic(group: { auth?: number; code?: string | null }, context: z.RefinementCtx) {
  if (group.auth !== undefined && group.auth !== 1 && !group.code)
    context.addIssue({
      ...schemaRuleIssue('groupCodeLength', { length: groupRules.codeLength }),
      path: ['code'],
    });
}

/** The contract's `Group` as a create body; the server sets the owner, the status and the dates. */
export const groupCreateBodySchema = z
  .object({
    name: groupName,
    shortName: groupShortName,
    brief: groupBrief,
    description: groupDescription,
    auth: groupAuthField,
    code: optionalParam(groupCode),
    visible: z.boolean().default(true),
    avatar: optionalParam(avatarField),
  })
  .superRefine(codeWhenNotPublic);
export type GroupCreateBody = z.output<typeof groupCreateBodySchema>;

/**
 * The contract's `Group` as an update body: the group's `id` and the fields to change. The settings
 * screen leaves out the empty ones (spec §2.13), so a missing or empty field keeps its value; the
 * code rule is checked on the group as it will be.
 */
export const groupUpdateBodySchema = z.object({
  id: z.number().int().positive(),
  name: optionalParam(groupName),
  shortName: optionalParam(groupShortName),
  brief: optionalParam(groupBrief),
  description: optionalParam(groupDescription),
  auth: optionalParam(groupAuthField),
  code: optionalParam(groupCode),
  visible: optionalParam(z.boolean()),
  avatar: optionalParam(avatarField),
});
export type GroupUpdateBody = z.output<typeof groupUpdateBodySchema>;

export const getGroupList = defineCall({
  module: 'group',
  method: 'GET',
  path: '/api/get-group-list',
  query: z.object({
    ...pageParams(groupRules.maxPageSize, groupRules.listPageSize),
    keyword: listKeywordParam,
    /** 1 public, 2 protected, 3 private; absent or 0 is any. */
    auth: optionalParam(z.coerce.number().int().min(0).max(3)),
    onlyMine: optionalParam(booleanParam),
  }),
  body: noBody,
  /** Visible groups and the caller's own (every group for the super admin), by id. */
  response: pageSchema(groupLineSchema),
});

export const getGroupDetail = defineCall({
  module: 'group',
  method: 'GET',
  path: '/api/get-group-detail',
  query: z.object({ gid: gidParam }),
  body: noBody,
  response: groupSchema,
});

export const getGroupAccess = defineCall({
  module: 'group',
  method: 'GET',
  path: '/api/get-group-access',
  query: z.object({ gid: gidParam }),
  body: noBody,
  /** The contract's `AccessVO`: the caller is a member (auth 3–5) or the super admin. */
  response: z.object({ access: z.boolean() }),
});

export const getGroupAuth = defineCall({
  module: 'group',
  method: 'GET',
  path: '/api/get-group-auth',
  query: z.object({ gid: gidParam }),
  body: noBody,
  /** The caller's `GroupMember.auth` there, 1 to 5; 0 when they never applied. */
  response: z.number().int(),
});

export const addGroup = defineCall({
  module: 'group',
  method: 'POST',
  path: '/api/group',
  query: noQuery,
  body: groupCreateBodySchema,
  response: z.null(),
});

export const updateGroup = defineCall({
  module: 'group',
  method: 'PUT',
  path: '/api/group',
  query: noQuery,
  body: groupUpdateBodySchema,
  response: z.null(),
});

export const deleteGroup = defineCall({
  module: 'group',
  method: 'DELETE',
  path: '/api/group',
  query: z.object({ gid: gidParam }),
  body: noBody,
  response: z.null(),
});

/** The calls on groups themselves. */
export const groupCalls: readonly CallDefinition[] = [
  getGroupList,
  getGroupDetail,
  getGroupAccess,
  getGroupAuth,
  addGroup,
  updateGroup,
  deleteGroup,
];
