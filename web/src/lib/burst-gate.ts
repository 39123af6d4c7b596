/**
 * Runs `task` once for a burst of triggers: further triggers while it runs, or within `quietMs` after
 * it settled, are dropped. A page whose three loads are all refused (HTTP 403) re-reads the roles once.
 */
export function burstGate(task: () => Promise<unknown>, quietMs = 2000): () => void {
  let busyUntil = 0;
  let running = false;
  return () => {
    if (running || Date.now() < busyUntil) return;
    running = true;
    void task()
      .catch(() => undefined)
      .finally(() => {
        running = false;
        busyUntil = Date.now() + quietMs;
      });
  };
}
