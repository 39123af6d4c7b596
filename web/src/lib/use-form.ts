import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** What a field check answers: nothing wrong, an i18n key, or a key with the values its text needs. */
export type FieldProblem = string | { key: string; params: Record<string, string | number> } | null;

/** One check per field that has rules; it sees the whole form for rules across fields (a repeat). */
export type FieldChecks<V> = { [K in keyof V]?: (value: V[K], values: V) => FieldProblem };

interface FormOptions {
  /**
   * `when-touched` (the default): a field's problem shows once it is touched. `always`: as soon as
   * the value is wrong, for limits the user should see while typing (a text over its length).
   */
  showProblems?: 'when-touched' | 'always';
}

type Touched<V> = Partial<Record<keyof V, boolean>>;

/** The fields of a form that hold text, the ones a text input binds to. */
type TextField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/** The problem of every field with a check, as keys; fields without a check are never wrong. */
export function problemsOf<V extends object>(
  values: V,
  checks: FieldChecks<V>,
): Partial<Record<keyof V, FieldProblem>> {
  const problems: Partial<Record<keyof V, FieldProblem>> = {};
  for (const field of Object.keys(checks) as (keyof V)[]) {
    problems[field] = checks[field]?.(values[field], values) ?? null;
  }
  return problems;
}

/** What a submit marks: every field of the form. */
export function everyFieldTouched<V extends object>(values: V): Touched<V> {
  return Object.fromEntries(Object.keys(values).map((field) => [field, true])) as Touched<V>;
}

/** The problem a field shows: none until it is touched. */
export function shownProblem(problem: FieldProblem | undefined, touched: boolean | undefined): FieldProblem {
  return touched ? (problem ?? null) : null;
}

export function hasProblem(problems: Partial<Record<PropertyKey, FieldProblem>>): boolean {
  return Object.values(problems).some((problem) => problem !== null && problem !== undefined);
}

/**
 * A form's values, which fields are touched, each field's problem from its check and the submit
 * guard. Problems show only on touched fields; a submit touches every field first, so a form
 * says nothing before the user tries to send it and everything after. Checks are read on every
 * render, so a check may use state from outside the form (a name the server says is taken).
 */
export function useForm<V extends object>(
  initial: V | (() => V),
  checks: FieldChecks<V>,
  options: FormOptions = {},
) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Touched<V>>({});
  const problemOf = (field: keyof V): FieldProblem => checks[field]?.(values[field], values) ?? null;

  const set = <K extends keyof V>(field: K, value: V[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  /** `value` and `onChange` for a text input of a string field. */
  const text = (field: TextField<V>) => ({
    value: values[field] as string,
    onChange: (event: { target: { value: string } }) => set(field, event.target.value as V[typeof field]),
  });

  /** The translated problem of a touched field, for `FormField`'s `problem`. */
  const problemText = (field: keyof V): string | null => {
    const problem = shownProblem(problemOf(field), options.showProblems === 'always' || touched[field]);
    if (!problem) return null;
    return typeof problem === 'string' ? t(problem) : t(problem.key, problem.params);
  };

  return {
    values,
    touched,
    /** Every checked field's problem, read when asked, so checks may use values computed after the hook. */
    get problems() {
      return problemsOf(values, checks);
    },
    set,
    text,
    problemText,
    /** `text(field)` with its `problemText`: everything a `FormField` of that field takes from the form. */
    field: (field: TextField<V>) => ({
      ...text(field),
      problem: problemText(field),
    }),
    touch: (field: keyof V) => setTouched((current) => ({ ...current, [field]: true })),
    /** New values (the initial ones by default, or made from the current ones), nothing touched. */
    reset: (next?: V | ((current: V) => V)) => {
      const fresh = typeof initial === 'function' ? (initial as () => V)() : initial;
      setValues((current) =>
        next === undefined ? fresh : typeof next === 'function' ? (next as (current: V) => V)(current) : next,
      );
      setTouched({});
    },
    /** An `onSubmit` that touches every field and calls `onValid` only when no check finds a problem. */
    handleSubmit: (onValid: (values: V) => void) => (event: FormEvent) => {
      event.preventDefault();
      setTouched(everyFieldTouched(values));
      if (hasProblem(problemsOf(values, checks))) return;
      onValid(values);
    },
  };
}
