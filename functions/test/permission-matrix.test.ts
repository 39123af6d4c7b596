import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { roleCodes, roleSatisfies, type Access, type RoleCode } from '@oj/shared';
import { sessionToken, useLocalStack } from './local-stack';
import { allAreaRoutes as allRoutes } from '../src/areas/all-area-routes';

/* The permission matrix of docs/api.md is the statement of who may make each call. This test reads it,
   checks it says what the route tables enforce, and then makes every call as every role. */

const roleColumns: (RoleCode | undefined)[] = [
  undefined,
  roleCodes.defaultUser,
  roleCodes.noSubmit,
  roleCodes.muted,
  roleCodes.problemAdmin,
  roleCodes.admin,
  roleCodes.superAdmin,
];
type Cell = '✓' | '401' | '403' | '403 †' | '403 ‡';

function readMatrix(): Map<string, Cell[]> {
  const doc = readFileSync(fileURLToPath(new URL('../../docs/api.md', import.meta.url)), 'utf8');
  const section = doc.slice(doc.indexOf('## Permission matrix'));
  const rows = new Map<string, Cell[]>();
  for (const line of section.split('\n')) {
    const match = /^\| `(GET|POST|PUT|DELETE) (\/api\/[^`]+)`\s*\|(.+)\|\s*$/.exec(line);
    if (!match) continue;
    rows.set(
      `${match[1]} ${match[2]}`,
      (match[3] as string).split('|').map((cell) => cell.trim() as Cell),
    );
  }
  return rows;
}

function routeLevelCell(access: Access, role: RoleCode | undefined): Cell {
  if (role === undefined) return access === 'anyone' ? '✓' : '401';
  return roleSatisfies(role, access) ? '✓' : '403';
}

/** Valid bodies for the calls that refuse a role only after the input is checked. */
const validBodies: Record<string, unknown> = {
  'POST /api/submit-problem-judge': { pid: 1, language: 'C++', code: 'int main(){}', cid: 0, tid: 0, gid: 0 },
  'POST /api/submit-problem-test-judge': {
    pid: 1,
    language: 'C++',
    code: 'int main(){}',
    type: 'public',
    userInput: '1 2',
  },
  'POST /api/discussion': { title: 'Matrix', description: 'Matrix', content: 'Matrix', categoryId: 1 },
  'PUT /api/discussion': { id: 1, title: 'Matrix', description: 'Matrix', content: 'Matrix', categoryId: 1 },
  'POST /api/comment': { content: 'Matrix', did: 2_100_000_000 },
  'POST /api/reply': { reply: { commentId: 2_100_000_000, content: 'Matrix', toUid: 'matrix' } },
};

/** Queries naming something that exists, for calls whose empty query means "the caller". */
const validQueries: Record<string, string> = {
  'GET /api/get-user-home-info': '?username=root',
  'GET /api/get-user-calendar-heatmap': '?username=root',
  'GET /api/file/download-testcase': '?pid=1',
};

/** Multipart bodies for the upload calls that refuse a role only after reading what they name. */
function multipartBodyOf(key: string): FormData | undefined {
  if (key !== 'POST /api/file/upload-testcase-zip') return undefined;
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)])]),
    'cases.zip',
  );
  return form;
}

/** Calls that end the session they are made with: each role makes them with a session of its own. */
const sessionEnding = new Set(['GET /api/logout', 'GET /api/admin/logout']);

const matrix = readMatrix();

describe('the permission matrix in docs/api.md', () => {
  it('has a row for every route and no row for a route that does not exist', () => {
    const routeKeys = allRoutes.map((route) => `${route.call.method} ${route.call.path}`).sort();
    expect([...matrix.keys()].sort()).toEqual(routeKeys);
  });

  it('has a cell per role, and says what the route tables enforce', () => {
    for (const route of allRoutes) {
      const key = `${route.call.method} ${route.call.path}`;
      const cells = matrix.get(key) ?? [];
      expect(cells, key).toHaveLength(roleColumns.length);
      roleColumns.forEach((role, column) => {
        const cell = cells[column] === '403 †' || cells[column] === '403 ‡' ? '✓' : cells[column];
        expect(cell, `${key} as ${role ?? 'anonymous'}`).toBe(routeLevelCell(route.access, role));
      });
    }
  });
});

describe('every call as every role on the local stack', () => {
  let url: string;
  const tokens = new Map<RoleCode, string>();

  beforeAll(async () => {
    ({ url } = useLocalStack());
    for (const role of roleColumns)
      if (role !== undefined) tokens.set(role, (await sessionToken(role)).token);
  });

  for (const [key, cells] of matrix) {
    it(`answers ${key} as the matrix says`, async () => {
      const [method, path] = key.split(' ') as [string, string];
      for (const [column, role] of roleColumns.entries()) {
        const cell = cells[column] as Cell;
        const multipart = multipartBodyOf(key);
        const headers: Record<string, string> = multipart ? {} : { 'content-type': 'application/json' };
        if (role !== undefined)
          headers.authorization = sessionEnding.has(key)
            ? (await sessionToken(role)).token
            : (tokens.get(role) as string);
        const body =
          cell === '403 †' || (key in validBodies && role !== undefined) ? validBodies[key] : undefined;
        const response = await fetch(`${url}${path}${validQueries[key] ?? ''}`, {
          method,
          headers,
          body: multipart ?? (method === 'GET' || body === undefined ? undefined : JSON.stringify(body)),
        });
        // A download allowed answers the file itself, not the envelope.
        const envelope = response.headers.get('content-type')?.includes('json')
          ? ((await response.json()) as { status: number })
          : { status: response.status };
        const who = `${key} as ${role ?? 'anonymous'}`;
        if (cell === '401' || cell === '403') expect(response.status, who).toBe(Number(cell));
        else if (cell === '403 ‡') expect(response.status, who).toBe(403);
        else expect([401, 403], who).not.toContain(response.status);
        if (cell === '403 †') expect(envelope.status, who).toBe(403);
      }
    });
  }
});
