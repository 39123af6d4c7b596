/**
 * Like `cachedFor`, with `forget()`: a warm function that has just written the list drops its copy,
 * so the writer's next read sees the write at once; other instances see it within `freshForMs`.
 */
export function forgettableCache<T>(freshForMs: number, load: () => Promise<T>) {
  let cached: { value: Promise<T>; at: number } | undefined;
  const read = (now = Date.now()): Promise<T> => {
    if (!cached || now - cached.at > freshForMs) {
      const value = load();
      cached = { value, at: now };
      value.catch(() => {
        if (cached?.value === value) cached = undefined;
      });
    }
    return cached.value;
  };
  return Object.assign(read, {
    forget(): void {
      cached = undefined;
    },
  });
}
