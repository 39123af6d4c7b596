import { useEffect, useRef } from 'react';

/** The keys that take one step (spec: space, or the right or down arrow). */
const stepKeys: ReadonlySet<string> = new Set([' ', 'ArrowRight', 'ArrowDown']);

export interface ResolverKeyActions {
  step: () => void;
  toggleAutoPlay: () => void;
  toggleFullScreen: () => void;
}

/**
 * The scroll board is driven from the keyboard of the projector's computer: space, → or ↓ step,
 * A plays or pauses, F toggles full screen. A held key does not repeat (one press, one reveal); typing in a
 * field is left alone, and a space on a focused button is the button's own.
 */
export function useResolverKeys(actions: ResolverKeyActions): void {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('input, select, textarea')) return;
      // A focused button takes its own space press: letting it through as well would step twice.
      if (event.key === ' ' && target?.closest('button, a')) return;
      if (stepKeys.has(event.key)) {
        event.preventDefault();
        latest.current.step();
      } else if (event.key === 'a' || event.key === 'A') {
        latest.current.toggleAutoPlay();
      } else if (event.key === 'f' || event.key === 'F') {
        latest.current.toggleFullScreen();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
