import { bilingual, type Bilingual } from '../../domain/bilingual';
import type { CallDefinition } from '../define-call';
import { accountLabels } from './account-labels';
import { callLabels } from './call-labels';
import { commonLabels } from './common-labels';
import { contestLabels } from './contest-labels';
import { groupLabels } from './group-labels';
import { problemLabels } from './problem-labels';
import { siteLabels } from './site-labels';

/**
 * The label of every request field, in both languages: what a refusal calls the field when it tells a
 * person what is wrong ("提交间隔（秒）不能大于 600"). The contract gives each name one meaning across
 * the site, so a name has one site-wide label; a call whose field means something else says so in
 * `callLabels`. A unit test walks every call and finds a label for each of its fields.
 */
export const siteWideLabels: Readonly<Record<string, Bilingual>> = {
  ...commonLabels,
  ...accountLabels,
  ...problemLabels,
  ...contestLabels,
  ...siteLabels,
  ...groupLabels,
};

/** The key a field's label is found by: its path without array positions (`samples[2].input` → `samples.input`). */
export function labelKey(path: readonly PropertyKey[]): string {
  return path.filter((part) => typeof part === 'string').join('.');
}

/** The label a call gives the field at `path` (a zod issue's path), or undefined when it has none. */
export function labelOfKey(
  call: Pick<CallDefinition, 'method' | 'path'>,
  key: string,
): Bilingual | undefined {
  return callLabels[`${call.method} ${call.path}`]?.[key] ?? siteWideLabels[key];
}

/** The whole request, for a problem that is not about one field (a body that is not an object). */
export const requestPartLabels = {
  query: bilingual('查询参数', 'Query'),
  body: bilingual('请求体', 'Request body'),
} as const satisfies Record<string, Bilingual>;

/**
 * What a refusal calls the field at `path` of `call`'s query or body: its label, with the item's
 * position when the path points into a list ("屏蔽的题号前缀（第 2 项）"). A field without a label (the
 * unit test keeps there being none) is called by its path.
 */
export function fieldLabelOf(
  call: Pick<CallDefinition, 'method' | 'path'>,
  path: readonly PropertyKey[],
  where: keyof typeof requestPartLabels,
): Bilingual {
  const key = labelKey(path);
  if (key === '' && !path.some((part) => typeof part === 'number')) return requestPartLabels[where];
  const label = key === '' ? requestPartLabels[where] : (labelOfKey(call, key) ?? bilingual(key, key));
  const position = [...path].reverse().find((part) => typeof part === 'number');
  if (position === undefined) return label;
  const item = Number(position) + 1;
  return bilingual(`${label['zh-CN']}（第 ${item} 项）`, `${label['en-US']} (item ${item})`);
}
