import { describe, expect, it } from 'vitest';
import { inlineResultLimitBytes, jobResultKey, jsonBytes, resultFitsInline } from './job-result';

describe('where a job result is kept', () => {
  it('keeps a result of up to 100 KB in the item', () => {
    expect(resultFitsInline(inlineResultLimitBytes, 1_000)).toBe(true);
    expect(resultFitsInline(inlineResultLimitBytes + 1, 1_000)).toBe(false);
  });

  it('sends a smaller result to S3 when the input leaves the item no room for it', () => {
    expect(resultFitsInline(90_000, 280_000)).toBe(true);
    expect(resultFitsInline(90_000, 300_000)).toBe(false);
  });

  it('measures a result as its JSON, and nothing as null', () => {
    expect(jsonBytes({ ok: true })).toBe(11);
    expect(jsonBytes(undefined)).toBe(4);
    expect(jsonBytes('é')).toBe(4);
  });

  it('names a large result under jobs/ by its job', () => {
    expect(jobResultKey('ab'.repeat(16))).toBe(`jobs/${'ab'.repeat(16)}/result.json`);
  });
});
