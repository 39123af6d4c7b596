import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const sourceRoot = dirname(fileURLToPath(import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Relative imports of a file, static and dynamic (a lazy route component is still an edge). */
function importsOf(file: string, known: Set<string>): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\(\s*)'(\.[^']+)'/g)].map((match) => match[1] ?? '');
  return specifiers.flatMap((specifier) => {
    const base = resolve(dirname(file), specifier);
    const target = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base].find((path) =>
      known.has(path),
    );
    return target ? [target] : [];
  });
}

/** One file path per circle found by a depth-first walk: the files from the repeated one back to it. */
function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): void => {
    if (done.has(file)) return;
    const at = path.indexOf(file);
    if (at >= 0) {
      found.push(path.slice(at).map((entry) => relative(sourceRoot, entry)));
      return;
    }
    path.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    path.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return found;
}

describe('the web sources', () => {
  it('have no import circle between files, counting lazy imports', () => {
    const files = sourceFiles(sourceRoot);
    const known = new Set(files);
    const graph = new Map(files.map((file) => [file, importsOf(file, known)]));
    expect(circles(graph)).toEqual([]);
  });
});
