import { beforeAll, describe, expect, it } from 'vitest';
import { judgeStatus, problemAuth, roleCodes } from '@oj/shared';
import { callApi, sessionToken, useLocalStack } from './local-stack';
import type { Problem } from '../src/data/problems/problem-item';
import { getSubmission } from '../src/data/submissions/get-submission';
import { account, aPlusB, capacityOf, english, problemWith, submit } from './submissions-kit';

let url: string;
let problem: Problem;
beforeAll(async () => {
  ({ url } = useLocalStack());
  problem = await problemWith();
});

/** A contest solution of about 1 KB (530 bytes gzipped), the size of a typical submission. */
const typicalProgram = `#include <bits/stdc++.h>
using namespace std;
typedef long long ll;
typedef pair<int, int> pii;
const int MAXN = 200005;
const ll MOD = 1000000007LL;

int n, m, parent[MAXN], depth[MAXN];
vector<pii> adj[MAXN];
ll dist[MAXN];

int findRoot(int x) { return parent[x] == x ? x : parent[x] = findRoot(parent[x]); }

void unite(int a, int b) {
    a = findRoot(a);
    b = findRoot(b);
    if (a == b) return;
    if (depth[a] < depth[b]) swap(a, b);
    parent[b] = a;
    if (depth[a] == depth[b]) depth[a]++;
}

ll power(ll base, ll exp) {
    ll result = 1;
    base %= MOD;
    while (exp > 0) {
        if (exp & 1) result = result * base % MOD;
        base = base * base % MOD;
        exp >>= 1;
    }
    return result;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    long long a, b;
    if (!(cin >> a >> b)) return 0;
    // The graph part is unused for A+B but kept from the template.
    n = 1;
    for (int i = 1; i <= n; i++) parent[i] = i;
    cout << a + b << "\\n";
    return 0;
}
`;

/** The same with a Dijkstra routine added: about 1.5 KB (720 bytes gzipped). */
const largeProgram = typicalProgram.replace(
  'int main() {',
  `void dijkstra(int source) {
    for (int i = 1; i <= n; i++) dist[i] = LLONG_MAX;
    priority_queue<pair<ll, int>, vector<pair<ll, int>>, greater<pair<ll, int>>> pq;
    dist[source] = 0;
    pq.push({0, source});
    while (!pq.empty()) {
        auto [d, u] = pq.top();
        pq.pop();
        if (d > dist[u]) continue;
        for (auto [v, w] : adj[u]) {
            if (dist[u] + w < dist[v]) {
                dist[v] = dist[u] + w;
                pq.push({dist[v], v});
            }
        }
    }
}

` + 'int main() {',
);

describe('submitting code', () => {
  it('stores a pending submission in round 1 and costs at most 7 write units (3 of them list counters)', async () => {
    const { token, uid } = await sessionToken();
    const answer = await submit(token, { pid: problem.pid });
    expect(answer.envelope).toMatchObject({
      status: 200,
      data: {
        uid,
        pid: problem.pid,
        displayPid: problem.problemId,
        title: problem.title,
        status: 5,
        language: 'C',
      },
    });
    expect(answer.envelope.data.length).toBe(Buffer.byteLength(aPlusB));
    expect(capacityOf(answer).write).toBeLessThanOrEqual(7);
    const stored = await getSubmission(answer.envelope.data.submitId, true);
    expect(stored).toMatchObject({ status: judgeStatus.pending, round: 1, code: aPlusB, cid: 0 });
  });

  it('stays within 7 write units up to about 680 bytes of compressed code, and pays by size beyond', async () => {
    const measure = async (code: string) => {
      const answer = await submit((await sessionToken()).token, { pid: problem.pid, code });
      expect(answer.envelope.status).toBe(200);
      return capacityOf(answer).write;
    };
    const units = {
      aPlusB: await measure(aPlusB),
      typical: await measure(typicalProgram),
      large: await measure(largeProgram),
    };
    console.info('submit write units', units);
    expect(units.aPlusB).toBe(7);
    expect(units.typical).toBe(7);
    // Over 1 KB the item and each of its two index copies cost 2 units.
    expect(units.large).toBe(10);
  });

  it('asks a visitor to log in', async () => {
    const answer = await submit(undefined, { pid: problem.pid });
    expect(answer.httpStatus).toBe(401);
  });

  for (const roleCode of [roleCodes.noSubmit, roleCodes.noSubmitNoDiscussion, roleCodes.noSubmitMuted]) {
    it(`refuses role ${roleCode}, which may not submit`, async () => {
      const { token } = await sessionToken(roleCode);
      expect((await submit(token, { pid: problem.pid })).envelope).toMatchObject({
        status: 403,
        msg: 'Sorry, your account is not allowed to submit code!',
      });
    });
  }

  it('lets a muted user (1005) submit', async () => {
    const { token } = await sessionToken(roleCodes.muted);
    expect((await submit(token, { pid: problem.pid })).envelope.status).toBe(200);
  });

  it('refuses empty code and code over 65535 characters with the messages of §5', async () => {
    const { token } = await sessionToken();
    expect((await submit(token, { pid: problem.pid, code: '  \n ' })).envelope).toMatchObject({
      status: 400,
      msg: 'Code can not be empty',
    });
    expect((await submit(token, { pid: problem.pid, code: 'x'.repeat(65_536) })).envelope).toMatchObject({
      status: 400,
      msg: 'Code Length can not exceed 65535',
    });
    expect((await submit(token, { pid: problem.pid, code: 'x'.repeat(65_535) })).envelope.status).toBe(200);
  });

  it('refuses a second submission within 5 seconds, in both languages', async () => {
    const { token } = await sessionToken();
    expect((await submit(token, { pid: problem.pid })).envelope.status).toBe(200);
    expect((await submit(token, { pid: problem.pid })).envelope).toMatchObject({
      status: 429,
      msg: 'operation too fast, possibly a bot, verify again',
    });
    const chinese = await callApi(`${url}/api/submit-problem-judge`, {
      method: 'POST',
      token,
      body: JSON.stringify({ pid: problem.pid, language: 'C', code: aPlusB }),
    });
    expect(chinese.envelope.msg).toBe('提交速度过快，疑似机器人，请重新验证');
  });

  it('refuses an unknown problem by number or display id, and a language the problem does not allow', async () => {
    const { token } = await sessionToken();
    expect((await submit(token, { pid: 987_654_321 })).envelope).toMatchObject({ status: 404 });
    expect((await submit(token, { pid: problem.pid, language: 'Java' })).envelope).toMatchObject({
      status: 400,
      msg: 'This problem does not accept Java!',
    });
    expect((await submit(token, { pid: 'abc' as unknown as number })).envelope.msg).toBe(
      'The problem does not exist: abc',
    );
  });

  it('refuses a contest, training or group that does not exist, naming it', async () => {
    const { token } = await sessionToken();
    const answers = [
      [{ cid: 3_000_003 }, 'The contest does not exist: 3000003'],
      [{ tid: 3_000_004 }, 'The training does not exist: 3000004'],
      [{ gid: 3_000_005 }, 'The group does not exist: 3000005'],
    ] as const;
    for (const [scope, msg] of answers) {
      expect((await submit(token, { pid: problem.pid, ...scope })).envelope).toMatchObject({
        status: 404,
        msg,
      });
    }
  });

  it('refuses a blocked prefix unless the user holds its code, and a private problem unless admin', async () => {
    const blocked = await problemWith({ problemId: `ZA${Math.floor(Math.random() * 1e9)}` });
    const plain = await account();
    expect((await submit(plain.token, { pid: blocked.pid })).envelope.status).toBe(403);
    // The code in a user's own real name grants nothing: only an administrator grants it.
    const selfWritten = await account(roleCodes.defaultUser, 'ZA');
    expect((await submit(selfWritten.token, { pid: blocked.pid })).envelope.status).toBe(403);
    const granted = await account(roleCodes.defaultUser, 'ZA', ['ZA']);
    expect((await submit(granted.token, { pid: blocked.pid })).envelope.status).toBe(200);
    // Through the calls, an administrator's own real name is a grant of its words.
    const admin = await account(roleCodes.admin);
    expect((await submit(admin.token, { pid: blocked.pid })).envelope.status).toBe(403);
    const named = await callApi(`${url}/api/change-userInfo`, {
      method: 'POST',
      token: admin.token,
      headers: english,
      body: JSON.stringify({ realname: 'Root ZA' }),
    });
    expect(named.envelope.status).toBe(200);
    expect((await submit(admin.token, { pid: blocked.pid })).envelope.status).toBe(200);

    const hidden = await problemWith({ auth: problemAuth.private });
    expect((await submit(plain.token, { pid: hidden.pid })).envelope.status).toBe(403);
    const { token: adminToken } = await sessionToken(roleCodes.admin);
    expect((await submit(adminToken, { pid: hidden.pid })).envelope.status).toBe(200);
  });
});
