import type { z } from 'zod';

/** Query values sent empty (`?pid=&forceRefresh=`) are left out: an empty filter is no filter. */
export function withoutEmptyQueryValues(
  query: Record<string, string | undefined> | undefined,
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value.trim() !== '') kept[name] = value;
  }
  return kept;
}

/** The fields of an object schema, looking through the wrappers a call's body may have. */
function fieldsOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const candidate = schema as unknown as { shape?: Record<string, z.ZodType>; def?: { in?: z.ZodType } };
  if (candidate.shape && typeof candidate.shape === 'object') return candidate.shape;
  if (candidate.def?.in) return fieldsOf(candidate.def.in);
  return undefined;
}

/**
 * A body field sent as `""` or `null` is left out when the call refuses that value but accepts the
 * field's absence (`"cid": ""`, `"expectedOutput": null`). Fields where an empty value means
 * something are kept: a profile form's `"signature": ""` clears the signature.
 */
export function withoutRefusedEmptyFields(schema: z.ZodType, body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const fields = fieldsOf(schema);
  if (!fields) return body;
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    const field = fields[name];
    const empty = value === null || (typeof value === 'string' && value.trim() === '');
    if (empty && field && !field.safeParse(value).success && field.safeParse(undefined).success) continue;
    kept[name] = value;
  }
  return kept;
}
