/**
 * Wraps a loader so a warm function answers from memory for `freshForMs`: a burst of visitors at a
 * contest's start costs one read per function instance, not one per visitor. A failed load is not kept.
 */
export function cachedFor<T>(freshForMs: number, load: () => Promise<T>): (now?: number) => Promise<T> {
  let cached: { value: Promise<T>; at: number } | undefined;
  return (now = Date.now()) => {
    if (!cached || now - cached.at > freshForMs) {
      const value = load();
      cached = { value, at: now };
      value.catch(() => {
        if (cached?.value === value) cached = undefined;
      });
    }
    return cached.value;
  };
}
