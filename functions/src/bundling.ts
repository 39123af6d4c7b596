import type { BuildOptions } from 'esbuild';

/**
 * How every Lambda function is bundled: one ESM file for Node.js 22, minified, the AWS SDK included
 * (the runtime's copy lags and its version is not ours to pin). The CDK api stack and the bundle-size
 * benchmark both build from these options, so the benchmark measures what ships.
 */
export const lambdaBundling = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  minify: true,
  sourcemap: false,
  mainFields: ['module', 'main'],
  // Some dependencies still call require(); ESM output needs it defined.
  banner: { js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);" },
  legalComments: 'none',
} as const satisfies BuildOptions;
