import { describe, expect, it } from 'vitest';

import { readablePathsFor } from './readable-paths';

describe('readablePathsFor', () => {
  const paths = readablePathsFor(['/usr/share', '/tmp'], { compiler: '/usr/bin/gcc' });

  it('opens the system places and the given folders', () => {
    expect(paths).toContain('/usr');
    expect(paths).toContain('/proc/self');
    expect(paths).toContain('/tmp');
  });

  it('lists no path that another already covers', () => {
    expect(paths).not.toContain('/usr/share');
    for (const path of paths)
      expect(paths.filter((other) => other !== path && path.startsWith(`${other}/`))).toEqual([]);
  });

  it('never opens the judge scratch folder, the data folder or /root by itself', () => {
    const everything = readablePathsFor([]);
    for (const path of everything) {
      expect(['/', '/root', '/tmp', '/var', '/var/lib', '/work', '/home']).not.toContain(path);
      expect(path.startsWith('/var/lib/oj-judge')).toBe(false);
    }
  });

  it('does not open the whole tree for a runtime installed straight under /', () => {
    expect(readablePathsFor([], { odd: '/bin-at-root' })).not.toContain('/');
  });

  it('fits in the runner’s limit of 32 readable paths with a few folders and runtimes', () => {
    expect(
      readablePathsFor(['/a', '/b'], { x: '/usr/bin/env', y: '/usr/bin/env' }).length,
    ).toBeLessThanOrEqual(32);
  });
});
