import type { Bilingual } from '@oj/shared';

/**
 * What a policy answers: allowed, or refused with the name of the error the caller raises (a name of
 * the error catalogue, with its message parameters). Policies decide and never throw, so they stay
 * pure and below the frame; a handler passes the answer to `enforce` (frame/enforce.ts), which throws.
 */
export type Decision<Refusal extends string = string> =
  | { readonly allowed: true }
  | {
      readonly allowed: false;
      readonly refusal: Refusal;
      readonly params: Readonly<Record<string, RefusalParam>>;
    };

/** A value of a refusal's message: the same in both languages, or its own text in each. */
export type RefusalParam = string | number | Bilingual;

export const allowed = { allowed: true } as const;

export function refused<Refusal extends string>(
  refusal: Refusal,
  params: Readonly<Record<string, RefusalParam>> = {},
): Decision<Refusal> {
  return { allowed: false, refusal, params };
}
