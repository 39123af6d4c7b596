import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ResolverInput } from '../resolver/resolver-input';
import {
  initialResolverState,
  type Reveal,
  type ResolverState,
  resolverFocus,
  revealNext,
  totalSteps,
} from '../resolver/resolver-state';

/** Time between two steps in auto play: long enough for a row's climb to finish before the next. */
export const autoStepMs = 1600;

interface Played {
  state: ResolverState;
  lastReveal: Reveal | null;
}

/**
 * The replay on screen: the state, what the next step reveals, one step at a time, and auto play
 * (a step every `autoStepMs` until the end).
 */
export function useResolverPlayer(input: ResolverInput) {
  const [played, setPlayed] = useState<Played>(() => ({
    state: initialResolverState(input),
    lastReveal: null,
  }));
  const [autoPlay, setAutoPlay] = useState(false);
  const total = useMemo(() => totalSteps(input), [input]);
  const focus = useMemo(() => resolverFocus(input, played.state), [input, played.state]);

  const step = useCallback(() => {
    setPlayed((current) => {
      const next = revealNext(input, current.state);
      return next ? { state: next.state, lastReveal: next.reveal } : current;
    });
  }, [input]);

  const finished = focus === null;
  useEffect(() => {
    if (!autoPlay || finished) return;
    const timer = setTimeout(step, autoStepMs);
    return () => clearTimeout(timer);
  }, [autoPlay, finished, step, played]);
  useEffect(() => {
    if (finished) setAutoPlay(false);
  }, [finished]);

  const toggleAutoPlay = useCallback(() => setAutoPlay((playing) => !playing), []);

  return { ...played, focus, total, finished, step, autoPlay, toggleAutoPlay };
}
