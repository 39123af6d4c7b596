import type { ApiArea } from './areas';

/**
 * The modules of the API, named after the nouns of the product. One name is used everywhere a module
 * appears: `shared/src/api/<module>.ts` (its calls), `functions/src/modules/<module>/` (its route
 * table, handlers and views), `functions/src/frame/errors/<module>.ts`, `web/src/features/<module>/`
 * and `docs/api/<module>.md`. docs/api.md has the table.
 */
export const moduleAreas = {
  site: 'site',
  home: 'site',
  rank: 'site',
  account: 'account',
  profile: 'account',
  problem: 'problem',
  submission: 'submission',
  file: 'file',
  'admin-config': 'settings',
  'admin-switch': 'admin',
  'admin-problem': 'admin',
  'admin-tag': 'admin',
  'admin-judge': 'admin',
  'admin-job': 'admin',
  'admin-user': 'admin',
  'admin-role': 'admin',
  'admin-announcement': 'admin',
  'admin-notice': 'admin',
  'admin-account': 'admin',
  'admin-dashboard': 'admin',
  contest: 'contest',
  'contest-announcement': 'contest',
  'admin-contest-announcement': 'contest',
  'admin-contest': 'contest',
  'contest-problem': 'contest',
  'contest-submission': 'contest',
  'admin-contest-problem': 'contest',
  'contest-ac-info': 'contest',
  'contest-print': 'contest',
  'contest-rank': 'contest',
  'contest-scroll-board': 'contest',
  training: 'training',
  'training-rank': 'training',
  'admin-training': 'training',
  'admin-training-problem': 'training',
  'admin-training-category': 'training',
  discussion: 'discussion',
  comment: 'discussion',
  message: 'discussion',
  'admin-discussion': 'discussion',
  group: 'group',
  'group-member': 'group',
  'group-announcement': 'group',
  'group-discussion': 'group',
  'group-rank': 'group',
  'group-problem': 'group',
  'admin-group-problem': 'group',
  'group-training': 'group',
  'group-training-problem': 'group',
  'group-contest': 'group',
  'group-contest-problem': 'group',
  'group-contest-announcement': 'group',
} as const satisfies Record<string, ApiArea>;

export type ApiModule = keyof typeof moduleAreas;

export const apiModules = Object.keys(moduleAreas) as ApiModule[];

/** The Lambda function (area) that serves a call: the one its module is deployed in. */
export function areaOfCall(call: { readonly module: ApiModule }): ApiArea {
  return moduleAreas[call.module];
}
