type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def: Def } })._zod?.def;

/**
 * The names of the fields a request schema takes at its top level: an object's keys, through the
 * wrappers (optional, default, a refinement's pipe) and both sides of a union or an intersection.
 * What a check over every call reads (which calls name a contest, a training or a group).
 */
export function topLevelFieldsOf(schema: unknown): string[] {
  const def = defOf(schema);
  if (!def) return [];
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape as Record<string, unknown>);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return topLevelFieldsOf(def.innerType);
    case 'pipe':
      return [...new Set([...topLevelFieldsOf(def.in), ...topLevelFieldsOf(def.out)])];
    case 'union':
      return [...new Set((def.options as unknown[]).flatMap(topLevelFieldsOf))];
    case 'intersection':
      return [...new Set([...topLevelFieldsOf(def.left), ...topLevelFieldsOf(def.right)])];
    default:
      return [];
  }
}
