import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { allCalls } from '../calls';
import { callLabels } from './call-labels';
import { fieldLabelOf, labelKey, labelOfKey } from './field-label';

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def: Def } })._zod?.def;

/** The label keys of every field an object schema (and the objects and lists inside it) takes. */
function fieldKeys(schema: unknown, prefix: string[] = [], keys = new Set<string>()): Set<string> {
  const def = defOf(schema);
  if (!def) return keys;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return fieldKeys(def.innerType, prefix, keys);
    case 'pipe':
      // A transform's output is not what the client sends; its input is.
      return fieldKeys(defOf(def.in)?.type === 'transform' ? def.out : def.in, prefix, keys);
    case 'object':
      for (const [name, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        keys.add(labelKey([...prefix, name]));
        fieldKeys(field, [...prefix, name], keys);
      }
      return keys;
    case 'array':
      return fieldKeys(def.element, prefix, keys);
    case 'union':
      for (const option of def.options as unknown[]) fieldKeys(option, prefix, keys);
      return keys;
    case 'intersection':
      fieldKeys(def.left, prefix, keys);
      return fieldKeys(def.right, prefix, keys);
    default:
      return keys;
  }
}

const fieldsOfCall = (call: (typeof allCalls)[number]) => [
  ...new Set([...fieldKeys(call.query), ...fieldKeys(call.body)]),
];

describe('the field labels', () => {
  it('give every body and query field of every call a label in both languages', () => {
    const unlabelled = allCalls.flatMap((call) =>
      fieldsOfCall(call)
        .filter((key) => {
          const label = labelOfKey(call, key);
          return !label?.['zh-CN'].trim() || !label['en-US'].trim();
        })
        .map((key) => `${call.method} ${call.path}: ${key}`),
    );
    expect(unlabelled).toEqual([]);
  });

  it('name only calls and fields that exist in the call labels', () => {
    const stale = Object.entries(callLabels).flatMap(([callName, labels]) => {
      const call = allCalls.find((candidate) => `${candidate.method} ${candidate.path}` === callName);
      if (!call) return [callName];
      const fields = fieldsOfCall(call);
      return Object.keys(labels)
        .filter((key) => !fields.includes(key))
        .map((key) => `${callName}: ${key}`);
    });
    expect(stale).toEqual([]);
  });

  it("prefer a call's own label to the site-wide one", () => {
    const rankList = { method: 'GET', path: '/api/get-rank-list' } as const;
    const contestList = { method: 'GET', path: '/api/get-contest-list' } as const;
    expect(fieldLabelOf(rankList, ['type'], 'query')['zh-CN']).toBe('排名类型');
    expect(fieldLabelOf(contestList, ['type'], 'query')['en-US']).toBe('Contest rule');
  });

  it('say which item of a list a field is, counting from 1', () => {
    const setConfig = { method: 'PUT', path: '/api/admin/config/set-web-config' } as const;
    expect(fieldLabelOf(setConfig, ['blockedProblemPrefixes', 1], 'body')).toEqual({
      'zh-CN': '屏蔽的题号前缀（第 2 项）',
      'en-US': 'Blocked problem prefixes (item 2)',
    });
    const problem = { method: 'POST', path: '/api/admin/problem' } as const;
    expect(fieldLabelOf(problem, ['samples', 0, 'input'], 'body')['en-US']).toBe('Test case input (item 1)');
  });

  it('call a problem of the whole query or body by that part', () => {
    const call = { method: 'POST', path: '/api/discussion-category' } as const;
    expect(fieldLabelOf(call, [], 'body')['zh-CN']).toBe('请求体');
    expect(fieldLabelOf(call, [3, 'name'], 'body')['zh-CN']).toBe('分类名称（第 4 项）');
  });
});
