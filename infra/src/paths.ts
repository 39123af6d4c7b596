import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiArea } from '@oj/shared';

/** The repository root: every asset (handlers, the judge image, the built web app) is found from here. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The one lock file of the npm workspaces; esbuild resolves handler dependencies against it. */
export const lockFile = path.join(repoRoot, 'package-lock.json');

/** Entry module of an API area's Lambda function; it exports `handler`. */
export function areaHandlerEntry(area: ApiArea): string {
  return path.join(repoRoot, 'functions', 'src', 'areas', area, 'handler.ts');
}

/** Entry module of the seeding function run once per deployment by a trigger. */
export const seedHandlerEntry = path.join(repoRoot, 'functions', 'src', 'seed', 'handler.ts');

/** Dockerfile of the judge worker, relative to the repository root (the build context). */
export const judgeDockerfile = 'judge-fargate/Dockerfile';

/** Patterns kept out of the judge image's build context, relative to the repository root. */
export const judgeDockerIgnoreFile = path.join(repoRoot, 'judge-fargate', '.dockerignore');

/** The built web app; absent until `npm run build -w web` has run. */
export const webDistDir = path.join(repoRoot, 'web', 'dist');

export function webDistExists(): boolean {
  return existsSync(path.join(webDistDir, 'index.html'));
}
