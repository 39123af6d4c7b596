import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { useLocalStack } from './local-stack';
import { groupClass, groupSend, type GroupClass } from './group-fixtures';
import { groupAreaRoutes } from '../src/areas/group/routes';
import { groupMatrix } from './group-matrix/all-cases';
import { matrixRoles } from './group-matrix/matrix-case';

/* The group permission matrix of docs/api.md says who may make each group call by their standing in
   the group. This test reads it, checks it has a row for every group route, and makes every call as
   every standing on a class made through the real API. */

type Cell = '✓' | '401' | '403' | '404';

function readGroupMatrix(): Map<string, Cell[]> {
  const doc = readFileSync(fileURLToPath(new URL('../../docs/api.md', import.meta.url)), 'utf8');
  const start = doc.indexOf('## Group permission matrix');
  const section = doc.slice(start, doc.indexOf('\n## ', start + 1));
  const rows = new Map<string, Cell[]>();
  for (const line of section.split('\n')) {
    const match = /^\| `(GET|POST|PUT|DELETE) (\/api\/[^`]+)`\s*\|(.+)\|\s*$/.exec(line);
    if (match?.[3])
      rows.set(
        `${match[1]} ${match[2]}`,
        match[3].split('|').map((cell) => cell.trim() as Cell),
      );
  }
  return rows;
}

/** The cell an answer is: refused at the route (HTTP), refused by the call (envelope), or allowed. */
function cellOf(httpStatus: number, envelopeStatus: number): Cell {
  if (httpStatus === 401 || httpStatus === 403) return String(httpStatus) as Cell;
  if (envelopeStatus === 403 || envelopeStatus === 404 || envelopeStatus === 401)
    return String(envelopeStatus) as Cell;
  return '✓';
}

const matrix = readGroupMatrix();

describe('the group permission matrix in docs/api.md', () => {
  it('has a row, and a case here, for every group route and for nothing else', () => {
    const routes = groupAreaRoutes.map((route) => `${route.call.method} ${route.call.path}`).sort();
    expect([...matrix.keys()].sort()).toEqual(routes);
    expect(Object.keys(groupMatrix).sort()).toEqual(routes);
    for (const [key, cells] of matrix) expect(cells, key).toHaveLength(matrixRoles.length);
  });
});

describe('every group call by every standing', () => {
  let url: string;
  let send: ReturnType<typeof groupSend>;
  let shared: GroupClass;
  beforeAll(async () => {
    ({ url } = useLocalStack());
    send = groupSend(url);
    shared = await groupClass(url);
  });

  for (const [key, cells] of matrix) {
    it(`answers ${key} as the matrix says, in the contract's shape`, async () => {
      const [method, path] = key.split(' ') as [string, string];
      const matrixCase = groupMatrix[key];
      const route = groupAreaRoutes.find((line) => `${line.call.method} ${line.call.path}` === key);
      if (!matrixCase || !route) throw new Error(`no case or no route for ${key}`);
      const answers: string[] = [];
      let answeredWithData = false;
      for (const role of matrixRoles) {
        const klass = matrixCase.fresh ? await groupClass(url) : shared;
        const caller = klass[role];
        const { query, body } = await matrixCase.request(klass, caller, url);
        const answer = await send(method, path, caller, query, body);
        answers.push(cellOf(answer.httpStatus, answer.envelope.status));
        if (answer.envelope.status === 200) {
          // Every answer given is the contract's shape (its response schema, as the client reads it).
          const parsed = route.call.response.safeParse(answer.envelope.data);
          expect(parsed.success, `${key} as ${role}: ${parsed.error?.message ?? ''}`).toBe(true);
          answeredWithData = true;
        }
      }
      expect(answers).toEqual(cells);
      // The checker compiles are asked with an empty program: refused as input by whoever may compile.
      if (!key.includes('/compile-')) expect(answeredWithData, `${key} answered nobody`).toBe(true);
    });
  }
});
