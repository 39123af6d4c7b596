import type { Scope, ScopeKind } from '@oj/shared/domain/scope';
import { scopeHref, scopeOfPath, type ScopeOf } from './scope-href';

/**
 * The tabs of a scope's shell (a contest's, a training's): the first at the scope's own path, each
 * other one step below it and named by that step (`/training/2/rank`). The shell's problem pages,
 * under `problem/`, highlight a tab of their own choosing. Inside a group the tabs are the same, one
 * level further down.
 */
export interface ShellTabs<T extends string> {
  /** In the shell's order; the first is the scope's own path, never a step below it. */
  tabs: readonly T[];
  /** The tab a page under `problem/` highlights, from the segments after `problem`; null for none. */
  problemTab: (rest: readonly string[]) => T | null;
}

/** A tab's path inside its scope. */
export function shellTabHref<T extends string>(scope: Scope, shell: ShellTabs<T>, tab: T): string {
  return scopeHref(scope, tab === shell.tabs[0] ? [] : [tab]);
}

function tabOfTail<T extends string>(shell: ShellTabs<T>, [first, ...rest]: readonly string[]): T | null {
  if (first === undefined) return shell.tabs[0] ?? null;
  if (first === 'problem') return shell.problemTab(rest);
  if (rest.length > 0) return null;
  return shell.tabs.find((tab, at) => at > 0 && tab === first) ?? null;
}

const isOfKind = <K extends ScopeKind>(scope: Scope, kind: K): scope is ScopeOf<K> => scope.kind === kind;

/**
 * The scope of `kind` a path shows and the shell's tab it highlights; null for a path outside such a
 * scope and for a page that highlights no tab (focus mode, the exam paper).
 */
export function shellTabOf<K extends ScopeKind, T extends string>(
  pathname: string,
  kind: K,
  shell: ShellTabs<T>,
): { scope: ScopeOf<K>; tab: T } | null {
  const { scope, tail } = scopeOfPath(pathname);
  if (!isOfKind(scope, kind)) return null;
  const tab = tabOfTail(shell, tail);
  return tab === null ? null : { scope, tab };
}
