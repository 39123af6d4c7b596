import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/* Each layer rule of eslint.config.js, shown to bite: a probe file placed (in memory only) in the zone
   imports across the line and must be refused; the allowed form beside it must pass. */

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath });
  return (result?.messages ?? [])
    .filter((message) => /no-restricted-imports$/.test(message.ruleId ?? ''))
    .map((message) => message.message);
}

const refusals: [zone: string, file: string, code: string][] = [
  ['shared imports no workspace', 'shared/src/zone-probe.ts', "import '@oj/functions/judging';"],
  ['functions never imports web', 'functions/src/zone-probe.ts', "import '../../web/src/main';"],
  ['data imports no frame', 'functions/src/data/zone-probe.ts', "import '../frame/app-error';"],
  ['data imports no module', 'functions/src/data/zone-probe.ts', "import '../modules/problem/routes';"],
  ['data imports no policy', 'functions/src/data/zone-probe.ts', "import '../policy/decision';"],
  [
    'policy takes no data values',
    'functions/src/policy/zone-probe.ts',
    "import { getUser } from '../data/users/find-user';",
  ],
  ['policy imports no frame', 'functions/src/policy/zone-probe.ts', "import '../frame/app-error';"],
  ['frame imports no module', 'functions/src/frame/zone-probe.ts', "import '../modules/problem/routes';"],
  ['frame imports no scope layer', 'functions/src/frame/zone-probe.ts', "import '../scope/route';"],
  ['policy imports no scope layer', 'functions/src/policy/zone-probe.ts', "import '../scope/open-scope';"],
  [
    "a module imports no other module's insides",
    'functions/src/modules/home/zone-probe.ts',
    "import '../problem/problem-view';",
  ],
  [
    "a module's subfolder imports no other module's insides",
    'functions/src/modules/file/testcase-archive/zone-probe.ts',
    "import '../../problem/problem-view';",
  ],
  [
    'the scope layer imports no module',
    'functions/src/scope/zone-probe.ts',
    "import '../modules/problem/routes';",
  ],
  [
    'a module imports no area',
    'functions/src/modules/problem/zone-probe.ts',
    "import '../../areas/problem/routes';",
  ],
  [
    'the judge uses the façade only',
    'judge-fargate/src/zone-probe.ts',
    "import '@oj/functions/data/judge-queue';",
  ],
  [
    'the judge never paths into functions',
    'judge-fargate/src/zone-probe.ts',
    "import '../../functions/src/judging/index';",
  ],
  [
    'judge tests use the façade only',
    'judge-fargate/test/zone-probe.ts',
    "import '@oj/functions/data/judge-queue';",
  ],
  ['web never imports functions', 'web/src/lib/zone-probe.ts', "import '@oj/functions/judging';"],
  [
    'features never import each other',
    'web/src/features/home/zone-probe.ts',
    "import '../problem/i18n/en-US';",
  ],
  [
    'features never import each other from deeper folders',
    'web/src/features/home/components/zone-probe.tsx',
    "import '../../problem/i18n/en-US';",
  ],
  ['lib imports no feature', 'web/src/lib/zone-probe.ts', "import '../features/home/api/home-queries';"],
];

const allowed: [what: string, file: string, code: string][] = [
  [
    'policy may import data types',
    'functions/src/policy/zone-probe.ts',
    "import type { UserAccount } from '../data/users/user-item';",
  ],
  [
    'a module may import data and policy',
    'functions/src/modules/problem/zone-probe.ts',
    "import '../../data/kit/condition-failure';\nimport '../../policy/decision';",
  ],
  ['policy imports its own scope decisions', 'functions/src/policy/zone-probe.ts', "import './scope';"],
  [
    "a module imports another through that module's index.ts",
    'functions/src/modules/home/zone-probe.ts',
    "import '../problem';\nimport './get-home-carousel';",
  ],
  [
    'a module declares its routes through the scope layer',
    'functions/src/modules/problem/zone-probe.ts',
    "import '../../scope/route';",
  ],
  [
    'the scope layer reads data and asks policy',
    'functions/src/scope/zone-probe.ts',
    "import '../data/contests/read-contest';\nimport '../policy/scope';\nimport '../frame/app-error';",
  ],
  [
    'an area composes modules',
    'functions/src/areas/problem/zone-probe.ts',
    "import '../../modules/problem/routes';",
  ],
  [
    'a feature imports components and its own files',
    'web/src/features/home/components/zone-probe.tsx',
    "import '../../../components/ui/card';\nimport '../api/home-queries';",
  ],
  ['the judge imports the façade', 'judge-fargate/src/zone-probe.ts', "import '@oj/functions/judging';"],
  [
    'judge tests import the test fixtures',
    'judge-fargate/test/zone-probe.ts',
    "import '@oj/functions/judging/test-fixtures';",
  ],
];

describe('the lint zones', () => {
  it.each(refusals)('refuses an import across the line: %s', async (_zone, file, code) => {
    expect(await restrictedImports(file, code)).not.toEqual([]);
  });

  it.each(allowed)('lets the allowed import through: %s', async (_what, file, code) => {
    expect(await restrictedImports(file, code)).toEqual([]);
  });
});
