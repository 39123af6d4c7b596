import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { topLevelFieldsOf } from './schema-fields';

describe('topLevelFieldsOf', () => {
  it('reads an object through its wrappers, a refinement, a union and an intersection', () => {
    const base = z.object({ cid: z.number(), title: z.string().optional() });
    expect(topLevelFieldsOf(base.optional())).toEqual(['cid', 'title']);
    expect(topLevelFieldsOf(z.preprocess((value) => value, base))).toEqual(['cid', 'title']);
    expect(topLevelFieldsOf(base.or(z.object({ tid: z.number() })))).toEqual(['cid', 'title', 'tid']);
    expect(topLevelFieldsOf(base.and(z.object({ gid: z.number() })))).toEqual(['cid', 'title', 'gid']);
  });

  it('names no field of a schema that is no object', () => {
    expect(topLevelFieldsOf(z.string())).toEqual([]);
    expect(topLevelFieldsOf(z.array(z.object({ cid: z.number() })))).toEqual([]);
  });
});
