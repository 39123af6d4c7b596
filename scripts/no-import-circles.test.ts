import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One check for the whole repository: no file reaches itself again through its imports, in any
 * workspace. Every import counts, type-only and lazy ones too: a circle of types is still two files
 * that cannot be read one before the other. Workspace specifiers (`@oj/functions/judging`) are
 * resolved through the workspace's `exports`, so a circle that crossed workspaces would show too,
 * although the TypeScript project references already refuse a back edge between workspaces.
 */
const repoRoot = resolve(import.meta.dirname, '..');
const workspaces = ['shared', 'functions', 'judge-fargate', 'web', 'infra'];
const codeFolders = ['src', 'local', 'bench', 'test'];

function sourceFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** `@oj/<workspace>/<sub>` → the file its package.json `exports` names (exact keys and `./*` patterns). */
function workspaceTarget(specifier: string): string | undefined {
  const match = /^@oj\/([^/]+)(\/.*)?$/.exec(specifier);
  const workspace = match?.[1];
  if (!workspace || !workspaces.includes(workspace)) return undefined;
  const manifest = JSON.parse(readFileSync(join(repoRoot, workspace, 'package.json'), 'utf8')) as {
    exports?: Record<string, string>;
  };
  const subpath = `.${match?.[2] ?? ''}`;
  for (const [key, target] of Object.entries(manifest.exports ?? {})) {
    const [prefix, suffix] = key.split('*');
    if (key === subpath) return join(repoRoot, workspace, target);
    if (suffix !== undefined && subpath.startsWith(prefix ?? '') && subpath.endsWith(suffix)) {
      const stem = subpath.slice((prefix ?? '').length, subpath.length - suffix.length);
      return join(repoRoot, workspace, target.replace('*', stem));
    }
  }
  return undefined;
}

/** The files a file imports: static, re-exported, side-effect only and lazy `import()`. */
function importsOf(file: string, known: Set<string>): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:\bfrom\s+|\bimport\s+|\bimport\(\s*)'([^']+)'/g)].map(
    (match) => match[1] ?? '',
  );
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith('.') ? resolve(dirname(file), specifier) : workspaceTarget(specifier);
    if (!base) return [];
    const target = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) =>
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
      found.push(path.slice(at).map((entry) => relative(repoRoot, entry)));
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

function importGraph(): Map<string, string[]> {
  const files = workspaces.flatMap((workspace) =>
    codeFolders.flatMap((folder) => sourceFiles(join(repoRoot, workspace, folder))),
  );
  const known = new Set(files);
  return new Map(files.map((file) => [file, importsOf(file, known)]));
}

describe('the circle walk', () => {
  it('reports a circle of three files and passes over a diamond', () => {
    const at = (name: string) => join(repoRoot, name);
    const graph = new Map([
      [at('a.ts'), [at('b.ts'), at('c.ts')]],
      [at('b.ts'), [at('d.ts')]],
      [at('c.ts'), [at('d.ts')]],
      [at('d.ts'), [at('e.ts')]],
      [at('e.ts'), [at('f.ts')]],
      [at('f.ts'), [at('d.ts')]],
    ]);
    expect(circles(graph)).toEqual([['d.ts', 'e.ts', 'f.ts']]);
  });

  it('resolves workspace specifiers through the exports of package.json', () => {
    expect(workspaceTarget('@oj/functions/judging')).toBe(join(repoRoot, 'functions/src/judging/index.ts'));
    expect(workspaceTarget('@oj/shared/api/calls')).toBe(join(repoRoot, 'shared/src/api/calls.ts'));
    expect(workspaceTarget('zod')).toBeUndefined();
  });
});

describe('the sources of every workspace', () => {
  it('have no import circle between files, counting type-only, lazy and cross-workspace imports', () => {
    expect(circles(importGraph())).toEqual([]);
  });
});

const sandboxFolder = join(repoRoot, 'judge-fargate', 'sandbox');

/** A C file's text without its comments, so a function named in a comment is no call. */
const codeOf = (file: string) => readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/**
 * The sandbox's C files, each with the files whose functions it calls: the functions every file
 * defines without `static` (what internal.h shares), found where another file calls them.
 */
function sandboxCallGraph(): Map<string, string[]> {
  const files = readdirSync(sandboxFolder)
    .filter((name) => name.endsWith('.c'))
    .map((name) => join(sandboxFolder, name));
  const definedIn = new Map<string, string>();
  for (const file of files)
    for (const match of codeOf(file).matchAll(/^(?!static\b)[a-z_][\w \t*]*?\b(\w+)\([^;{]*\)\s*\{/gm))
      if (match[1] && !['if', 'for', 'while', 'switch'].includes(match[1])) definedIn.set(match[1], file);
  return new Map(
    files.map((file) => {
      const code = codeOf(file);
      const callees = [...definedIn]
        .filter(([name, home]) => home !== file && new RegExp(`\\b${name}\\s*\\(`).test(code))
        .map(([, home]) => home);
      return [file, [...new Set(callees)]];
    }),
  );
}

describe('the sandbox C sources', () => {
  it('are found, each with the files it calls into', () => {
    const graph = sandboxCallGraph();
    expect(graph.get(join(sandboxFolder, 'main.c'))).toContain(join(sandboxFolder, 'runner.c'));
  });

  it('have no circle between files through the functions they call', () => {
    expect(circles(sandboxCallGraph())).toEqual([]);
  });
});

const modulesFolder = join(repoRoot, 'functions', 'src', 'modules');

/** The module (`functions/src/modules/<name>/…`) a file belongs to, or undefined outside them. */
function moduleOf(file: string): string | undefined {
  const inside = relative(modulesFolder, file);
  return inside.startsWith('..') ? undefined : inside.split('/')[0];
}

/** Each module of functions with the other modules its files import. */
function moduleGraph(): Map<string, string[]> {
  const graph = new Map<string, Set<string>>();
  for (const [file, imports] of importGraph()) {
    const from = moduleOf(file);
    if (!from) continue;
    const targets = graph.get(from) ?? new Set<string>();
    for (const imported of imports) {
      const to = moduleOf(imported);
      if (to && to !== from) targets.add(to);
    }
    graph.set(from, targets);
  }
  return new Map(
    [...graph].map(([name, targets]) => [
      join(modulesFolder, name),
      [...targets].map((to) => join(modulesFolder, to)),
    ]),
  );
}

describe('the modules of functions', () => {
  it('are found, each with the modules it imports', () => {
    expect(moduleGraph().get(join(modulesFolder, 'admin-judge'))).toContain(
      join(modulesFolder, 'submission'),
    );
  });

  it('have no circle between them', () => {
    expect(circles(moduleGraph())).toEqual([]);
  });
});
