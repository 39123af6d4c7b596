import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { problemRefParam, scopeIdParam } from '@oj/shared';
import { withoutEmptyQueryValues, withoutRefusedEmptyFields } from './empty-values';

describe('withoutEmptyQueryValues', () => {
  it('leaves out values sent empty or blank, and keeps every other value as sent', () => {
    expect(
      withoutEmptyQueryValues({
        pid: '',
        forceRefresh: '   ',
        missing: undefined,
        currentPage: '0',
        onlyMine: 'false',
        problemId: ' P1000 ',
      }),
    ).toEqual({ currentPage: '0', onlyMine: 'false', problemId: ' P1000 ' });
  });

  it('answers an empty object for a request without a query', () => {
    expect(withoutEmptyQueryValues(undefined)).toEqual({});
    expect(withoutEmptyQueryValues({})).toEqual({});
  });
});

const submitLike = z.object({
  pid: problemRefParam,
  code: z.string().min(1),
  cid: z.number().int().optional(),
  expectedOutput: z.string().min(1).optional(),
  signature: z.string().max(10).optional(),
  gid: z.number().int().nullable().optional(),
  tid: scopeIdParam,
  limit: z.number().int().default(15),
  tags: z.array(z.string()).optional(),
});

describe('withoutRefusedEmptyFields', () => {
  it('leaves out an empty string or null the call refuses when the field may be absent', () => {
    expect(
      withoutRefusedEmptyFields(submitLike, {
        pid: 1,
        code: 'x',
        cid: '',
        expectedOutput: null,
        limit: '  ',
      }),
    ).toEqual({ pid: 1, code: 'x' });
  });

  it('keeps an empty value of a required field, so the call names that field', () => {
    const body = { pid: '', code: '' };
    expect(withoutRefusedEmptyFields(submitLike, body)).toEqual(body);
    const refused = submitLike.safeParse(withoutRefusedEmptyFields(submitLike, body));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path[0])).toEqual(['pid', 'code']);
  });

  it('keeps an empty value the field accepts: an empty signature clears it, a null gid means none', () => {
    expect(withoutRefusedEmptyFields(submitLike, { pid: 1, code: 'x', signature: '', gid: null })).toEqual({
      pid: 1,
      code: 'x',
      signature: '',
      gid: null,
    });
  });

  it('keeps an empty value a field reads itself (a scope id where empty means 0)', () => {
    const kept = withoutRefusedEmptyFields(submitLike, { pid: 1, code: 'x', tid: '' });
    expect(kept).toEqual({ pid: 1, code: 'x', tid: '' });
    expect(submitLike.parse(kept).tid).toBe(0);
  });

  it('lets a field with a default take it when sent empty', () => {
    const kept = withoutRefusedEmptyFields(submitLike, { pid: 1, code: 'x', limit: '' });
    expect(kept).toEqual({ pid: 1, code: 'x' });
    expect(submitLike.parse(kept).limit).toBe(15);
  });

  it('counts neither an empty array nor an array of empty strings as an empty value', () => {
    expect(withoutRefusedEmptyFields(submitLike, { pid: 1, code: 'x', tags: [] })).toEqual({
      pid: 1,
      code: 'x',
      tags: [],
    });
    expect(withoutRefusedEmptyFields(submitLike, { pid: 1, code: 'x', tags: [''] })).toEqual({
      pid: 1,
      code: 'x',
      tags: [''],
    });
  });

  it('keeps fields the schema does not name, and values that are falsy but not empty', () => {
    expect(withoutRefusedEmptyFields(submitLike, { pid: 1, code: 'x', extra: '', cid: 0 })).toEqual({
      pid: 1,
      code: 'x',
      extra: '',
      cid: 0,
    });
  });

  it('looks through a transform around the object schema', () => {
    const wrapped = submitLike.transform((body) => ({ ...body, wrapped: true }));
    expect(withoutRefusedEmptyFields(wrapped, { pid: 1, code: 'x', cid: '' })).toEqual({ pid: 1, code: 'x' });
  });

  it('leaves alone a body that is not a plain object, or a schema without fields', () => {
    expect(withoutRefusedEmptyFields(submitLike, null)).toBeNull();
    expect(withoutRefusedEmptyFields(submitLike, '')).toBe('');
    const list = [{ cid: '' }];
    expect(withoutRefusedEmptyFields(submitLike, list)).toBe(list);
    const body = { cid: '' };
    expect(withoutRefusedEmptyFields(z.unknown(), body)).toBe(body);
  });

  it('does not change the body it was given', () => {
    const body = { pid: 1, code: 'x', cid: '' };
    withoutRefusedEmptyFields(submitLike, body);
    expect(body).toEqual({ pid: 1, code: 'x', cid: '' });
  });
});
