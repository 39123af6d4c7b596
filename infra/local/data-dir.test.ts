import { afterEach, describe, expect, it } from 'vitest';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeDataDirCheck, secureDataDir } from './data-dir';
import { LocalStackError } from './local-error';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function scratch(): string {
  const root = mkdtempSync(join(tmpdir(), 'oj-data-dir-'));
  roots.push(root);
  return root;
}

const modeOf = (path: string) => statSync(path).mode & 0o777;
const isRoot = process.getuid?.() === 0;

describe('the data folder', () => {
  it('is created with mode 0700, whatever the umask', () => {
    const dir = join(scratch(), 'nested', '.data');
    const previous = process.umask(0o022);
    try {
      expect(secureDataDir(dir)).toEqual({ changed: false });
    } finally {
      process.umask(previous);
    }
    expect(modeOf(dir)).toBe(0o700);
  });

  it('is closed to other users again when an earlier start left it open, and says so', () => {
    const dir = join(scratch(), '.data');
    mkdirSync(dir);
    chmodSync(dir, 0o755);
    const check = secureDataDir(dir);
    expect(check).toEqual({ changed: true, previousMode: 0o755 });
    expect(modeOf(dir)).toBe(0o700);
    expect(describeDataDirCheck(dir, check)).toMatch(/open to other users \(mode 0755\); it is 0700 now/);
  });

  it('is refused, naming the owner, when another user owns it', () => {
    const dir = join(scratch(), '.data');
    mkdirSync(dir, { mode: 0o700 });
    const stranger = (process.getuid?.() ?? 0) + 1;
    expect(() => secureDataDir(dir, stranger)).toThrow(LocalStackError);
    expect(() => secureDataDir(dir, stranger)).toThrow(/belongs to uid \d+, but the stack runs as uid/);
  });

  it.runIf(isRoot)('is refused when it really belongs to another uid', () => {
    const dir = join(scratch(), '.data');
    mkdirSync(dir, { mode: 0o700 });
    chownSync(dir, 62999, 62999);
    expect(() => secureDataDir(dir)).toThrow(/belongs to uid 62999/);
  });

  it('is refused when the path is a file', () => {
    const file = join(scratch(), 'not-a-folder');
    writeFileSync(file, '');
    expect(() => secureDataDir(file)).toThrow(/is not a folder/);
  });
});
