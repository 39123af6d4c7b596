import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/**
 * Dependencies point one way (ARCHITECTURE.md): shared imports no workspace; functions imports only
 * shared; judge-fargate imports shared and functions' judging façade; web imports only shared;
 * nothing imports web. The local stack in infra runs handler and worker modules by path.
 */
const workspaceImport = (name) => [`@oj/${name}`, `@oj/${name}/*`, `**/${name}/src/**`];

function forbid(names, why, ...morePatterns) {
  return {
    'no-restricted-imports': [
      'error',
      { patterns: [{ group: names.flatMap(workspaceImport), message: why }, ...morePatterns] },
    ],
  };
}

/**
 * The judge reaches functions through one door, `@oj/functions/judging`, which lists what it may read
 * and write; its integration tests also through `@oj/functions/judging/test-fixtures`. Every other
 * specifier of functions, and any path into its folders, is refused (docs/decisions.md).
 */
const judgeDoor = (allowedDoors) => [
  {
    regex: `^@oj/functions(?!${allowedDoors}$)`,
    message:
      'the judge imports functions only through @oj/functions/judging (tests also …/judging/test-fixtures).',
  },
  {
    group: ['**/functions/src/**', '**/functions/test/**'],
    message: 'the judge reaches functions through @oj/functions/judging, never by a path into its folders.',
  },
];
const judgeImports = {
  why: 'judge-fargate imports shared and @oj/functions/judging only.',
  functions: judgeDoor('/judging'),
  functionsInTests: judgeDoor('/judging(/test-fixtures)?'),
};

/** Inside web: app/ → features/ → components/, lib/. Features never import each other. */
const webLayers = {
  features: {
    group: ['**/features/**', '**/app/**'],
    message: 'A feature imports only its own files, components/ and lib/; routes in app/ combine features.',
  },
  shared: {
    group: ['**/features/**', '**/app/**'],
    message: 'components/ and lib/ are below the features: they import neither features nor app/.',
  },
};

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
    rules: forbid(['web', 'infra'], judgeImports.why, ...judgeImports.functions),
  },
  {
    files: ['judge-fargate/test/**'],
    rules: forbid(['web', 'infra'], judgeImports.why, ...judgeImports.functionsInTests),
  },
  {
    files: ['web/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: forbid(['functions', 'judge-fargate', 'infra'], 'web talks to the server through /api only.'),
  },
  {
    files: ['web/src/features/**'],
    rules: forbid(
      ['functions', 'judge-fargate', 'infra'],
      'web talks to the server through /api only.',
      webLayers.features,
    ),
  },
  {
    files: ['web/src/components/**', 'web/src/lib/**'],
    rules: forbid(
      ['functions', 'judge-fargate', 'infra'],
      'web talks to the server through /api only.',
      webLayers.shared,
    ),
  },
  {
    files: ['infra/**'],
    rules: forbid(['web'], 'nothing imports web; the CDK app ships its built files.'),
  },
);
