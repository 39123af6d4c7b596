import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { difficultyNames } from '../shared/src/domain/difficulty';

/**
 * The difficulty levels' names (spec §3) are written once, in shared's catalogue, and every screen
 * takes them from there. The admin form once said 简单/中等/困难/较难/极难 while the site said
 * 入门/基础/普及/提高/NOI: a second list of names is how that happens, so no code of the web app or of
 * shared may spell a level's name, in either language, as a string of its own.
 */
const repoRoot = resolve(import.meta.dirname, '..');
const catalogue = join(repoRoot, 'shared', 'src', 'domain', 'difficulty.ts');
const scanned = [join(repoRoot, 'web', 'src'), join(repoRoot, 'shared', 'src')];

/** The catalogue's names and the admin form's old ones. */
const levelNames = [
  ...Object.values(difficultyNames).flatMap((names) => Object.values(names)),
  ...['简单', '中等', '困难', '较难', '极难', 'Hard', 'Harder', 'Hardest'],
];

function sourceFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const escaped = levelNames.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const nameAsString = new RegExp(`(['"\`])(${escaped.join('|')})\\1`, 'g');

describe('the difficulty names', () => {
  it('are spelled in shared’s catalogue and nowhere else in the web app or shared', () => {
    const elsewhere = scanned
      .flatMap(sourceFiles)
      .filter((file) => file !== catalogue)
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(nameAsString)].map(
          (match) => `${relative(repoRoot, file)}: ${match[0]}`,
        ),
      );
    expect(elsewhere).toEqual([]);
  });

  it('name every level in both languages, each name once', () => {
    for (const language of ['zh-CN', 'en-US'] as const) {
      const names = Object.values(difficultyNames).map((entry) => entry[language]);
      expect(names).toHaveLength(5);
      expect(new Set(names).size).toBe(5);
    }
  });
});
