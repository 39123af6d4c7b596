import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/**
 * Dependencies point one way (ARCHITECTURE.md): shared imports no workspace; functions imports only
 * shared; judge-fargate imports shared and the data layer of functions; web imports only shared;
 * nothing imports web. The local stack in infra runs handler and worker modules by path.
 */
const workspaceImport = (name) => [`@oj/${name}`, `@oj/${name}/*`, `**/${name}/src/**`];

function forbid(names, why) {
  return {
    'no-restricted-imports': [
      'error',
      { patterns: [{ group: names.flatMap(workspaceImport), message: why }] },
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.tsbuild/**',
      'cdk.out/**',
      '.data/**',
      'test-artifacts/**',
      // Programs the sandbox tests run as untrusted code: plain scripts, some deliberately hostile.
      'judge-fargate/sandbox/tests/programs/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['shared/**'],
    rules: forbid(
      ['functions', 'judge-fargate', 'web', 'infra'],
      'shared is the bottom layer: it imports no workspace.',
    ),
  },
  {
    files: ['functions/**'],
    rules: forbid(['judge-fargate', 'web', 'infra'], 'functions may import shared only.'),
  },
  {
    files: ['judge-fargate/**'],
    rules: forbid(['web', 'infra'], 'judge-fargate may import shared and the functions data layer only.'),
  },
  {
    files: ['web/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: forbid(['functions', 'judge-fargate', 'infra'], 'web talks to the server through /api only.'),
  },
  {
    files: ['infra/**'],
    rules: forbid(['web'], 'nothing imports web; the CDK app ships its built files.'),
  },
);
