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

/**
 * Inside functions, the layers from the bottom: data (the store) → policy (access decisions, pure) →
 * frame (HTTP, errors) → scope (opens the contest, training or group a call names and applies the
 * route's declared need) → modules (one per product noun: route table, handlers, views) → areas (the
 * Lambda functions, which only compose module route tables). auth, mail, judging and seed sit above data too.
 * Each zone lists the folders it may not import (docs/decisions.md, "Layers inside functions"); the
 * TypeScript form of the rule lets policy import data's types and nothing else of it.
 */
const moduleFaceMessage =
  "A module imports another only through that module's index.ts, its public face: `../problem`, not `../problem/problem-view`.";

/** The scope layer's folder only: policy's own `scope.ts` (the decisions) shares its name. */
const scopeLayer = '**/scope/**';
const functionsAbove = (names) => names.flatMap((name) => [`**/${name}`, `**/${name}/**`]);
const functionsZones = [
  {
    files: ['functions/src/data/**'],
    refused: [
      ...functionsAbove(['frame', 'policy', 'areas', 'modules', 'auth', 'mail', 'judging', 'seed']),
      scopeLayer,
    ],
    message: 'data is the bottom layer of functions: it imports only shared and data.',
  },
  {
    files: ['functions/src/policy/**'],
    refused: [
      ...functionsAbove(['frame', 'areas', 'modules', 'auth', 'mail', 'judging', 'seed']),
      scopeLayer,
    ],
    typesOnly: functionsAbove(['data']),
    message: 'policy decides from facts: it imports shared, policy, and data types (import type) only.',
  },
  {
    files: ['functions/src/frame/**'],
    refused: [...functionsAbove(['areas', 'modules', 'seed']), scopeLayer],
    message: 'frame serves the handlers: it never imports them, nor the scope layer above it.',
  },
  {
    files: ['functions/src/scope/**'],
    refused: functionsAbove(['areas', 'modules', 'seed']),
    message: 'scope opens contests, trainings and groups for the modules: it never imports them.',
  },
  {
    files: ['functions/src/modules/*/*.ts'],
    refused: functionsAbove(['areas', 'seed']),
    message: 'modules are composed by areas (the Lambda functions); a module never imports an area.',
    // `../<other module>/<file>`: another module's insides. Its index.ts (`../<other module>`) is its face.
    regexes: [{ regex: '^\\.\\./(?!\\.\\.)[^/]+/.', message: moduleFaceMessage }],
  },
  {
    files: ['functions/src/modules/*/*/**/*.ts'],
    refused: functionsAbove(['areas', 'seed']),
    message: 'modules are composed by areas (the Lambda functions); a module never imports an area.',
    regexes: [{ regex: '^\\.\\./\\.\\./(?!\\.\\.)[^/]+/.', message: moduleFaceMessage }],
  },
];

/**
 * A relative import that climbs exactly out of its feature folder lands in a sibling feature, whose
 * name the import string never shows (`../problem/…` from `features/home/x.ts`). Per depth below
 * `features/<name>/`, climbing that many levels plus one and stepping down again is refused; climbing
 * one more (to components/ or lib/) is fine.
 */
const featureDepths = [0, 1, 2, 3, 4, 5, 6];
const siblingFeatureZones = featureDepths.map((depth) => ({
  files: [`web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./){${depth + 1}}(?!\\.\\./)`,
            message: webLayers.features.message,
          },
        ],
      },
    ],
  },
}));

function functionsZone({ files, refused, typesOnly = [], message, regexes = [] }) {
  const patterns = [{ group: refused, message }, ...regexes];
  if (typesOnly.length > 0) patterns.push({ group: typesOnly, message, allowTypeImports: true });
  return { files, rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] } };
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
  ...functionsZones.map(functionsZone),
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
  ...siblingFeatureZones,
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
