import type { ReactNode } from 'react';
import { ContestClockContext, ContestShellContext, type ContestShell } from './contest-shell-context';
import { useTickingServerClock } from './use-server-clock';

/**
 * Hands the shell to the screens below it. The clock ticks in its own component, so a tick re-renders
 * the clock's readers and not every tab (`children` keep their identity across ticks).
 */
export function ContestShellProvider({
  shell,
  clockOffsetMs,
  children,
}: {
  shell: ContestShell;
  clockOffsetMs: number;
  children: ReactNode;
}) {
  return (
    <ContestShellContext.Provider value={shell}>
      <TickingClock offsetMs={clockOffsetMs}>{children}</TickingClock>
    </ContestShellContext.Provider>
  );
}

function TickingClock({ offsetMs, children }: { offsetMs: number; children: ReactNode }) {
  const now = useTickingServerClock(offsetMs);
  return <ContestClockContext.Provider value={now}>{children}</ContestClockContext.Provider>;
}
