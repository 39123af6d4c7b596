import { build } from 'esbuild';
import { mkdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiAreas } from '@oj/shared';
import { lambdaBundling } from '@oj/functions/bundling';

export const functionsRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'functions');

export interface BundledFunction {
  name: string;
  file: string;
  bytes: number;
  gzipBytes: number;
}

/** Bundles every area's handler (and the seed function) exactly as the CDK app ships them. */
export async function bundleFunctions(outDir: string): Promise<BundledFunction[]> {
  mkdirSync(outDir, { recursive: true });
  const entries = [
    ...apiAreas.map((area) => ({
      name: area,
      entry: join(functionsRoot, 'src', 'areas', area, 'handler.ts'),
    })),
    { name: 'seed', entry: join(functionsRoot, 'src', 'seed', 'handler.ts') },
  ];
  return Promise.all(
    entries.map(async ({ name, entry }) => {
      const file = join(outDir, `${name}.mjs`);
      await build({ ...lambdaBundling, entryPoints: [entry], outfile: file, logLevel: 'silent' });
      return { name, file, bytes: statSync(file).size, gzipBytes: gzipSync(readFileSync(file)).length };
    }),
  );
}
