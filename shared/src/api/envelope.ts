/** Every /api answer: `status` 200 on success, otherwise the error's status; results sit in `data`. */
export interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

export const successStatus = 200;

/**
 * `data` of an answer that refuses one request field: the field's path, as `msg` names it
 * ("Invalid parameter <field>: …"), and the sentence for a person in the answer's language, which
 * names the field by its label ("提交间隔（秒）不能大于 600"). Every other refusal answers `data: null`.
 */
export interface FieldRefusal {
  field: string;
  message: string;
}

/** The field refusal an answer's `data` carries, or undefined when it carries none. */
export function fieldRefusalOf(data: unknown): FieldRefusal | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { field, message } = data as Record<string, unknown>;
  return typeof field === 'string' && typeof message === 'string' ? { field, message } : undefined;
}
