import { useCallback, useEffect, useReducer } from 'react';
import { autoRefreshAfter, initialAutoRefresh, type AutoRefresh, type RefreshPhase } from './auto-refresh';

/**
 * The auto refresh switch of a board open in `phase`: follows the phase, takes the viewer's toggle,
 * and turns off through `loadFailed`, which the board calls on each failed load.
 */
export function useAutoRefresh(phase: RefreshPhase): {
  state: AutoRefresh;
  toggle: (on: boolean) => void;
  loadFailed: () => void;
} {
  const [state, dispatch] = useReducer(autoRefreshAfter, phase, initialAutoRefresh);
  useEffect(() => dispatch({ type: 'phase', phase }), [phase]);
  const toggle = useCallback((on: boolean) => dispatch({ type: 'toggle', on }), []);
  const loadFailed = useCallback(() => dispatch({ type: 'load-failed' }), []);
  return { state, toggle, loadFailed };
}

/** Calls `onFailure` each time a query's failed loads grow (its `errorUpdateCount`). */
export function useOnLoadFailure(errorUpdateCount: number, onFailure: () => void): void {
  useEffect(() => {
    if (errorUpdateCount > 0) onFailure();
  }, [errorUpdateCount, onFailure]);
}
