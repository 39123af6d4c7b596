import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { roleCodes } from '@oj/shared';
import { signToken } from '../../../functions/src/auth/token';
import { putSession } from '../../../functions/src/data/sessions/session-store';
import { userToItem } from '../../../functions/src/data/users/user-item';
import { userMessageWrites } from '../../../functions/src/data/messages/message-writes';
import { transactWrite } from '../../../functions/src/data/transact';
import { discussionLineKey } from '../../../functions/src/data/discussions/discussion-keys';
import { itemBytes } from '../../../functions/src/data/kit/item-size';
import { startBenchStack } from '../bench-stack';
import { batchWriteAll, type Item } from '../batch-write-all';
import type { CallSample } from '../contest/bench-http';
import { readTableHeading, readTableLine, timedReads } from '../read-table';

/**
 * `npx tsx bench/discussion/run.ts` (in infra): the discussion list with BENCH_DISCUSSIONS (1,000)
 * lines of a typical size: the read that loads a function's snapshot, then the reads answered from it
 * (each adding the strongly consistent Query of posts newer than the snapshot), pages 1 and 20; then
 * the message centre of a student with BENCH_MESSAGES (60) comments on their discussion: the unread
 * poll every logged-in client sends each 120 s, and the comment box read page by page (each first
 * read marks its six messages read, in one transaction with the counter).
 */
const discussions = Number(process.env.BENCH_DISCUSSIONS ?? 1_000);
const reads = Number(process.env.BENCH_DISCUSSION_READS ?? 50);
const messages = Number(process.env.BENCH_MESSAGES ?? 60);

function lineOf(id: number): Item {
  const at = new Date(Date.UTC(2026, 0, 1) + id * 60_000).toISOString();
  return {
    ...discussionLineKey(id),
    id,
    categoryId: 1 + (id % 4),
    title: `[P${1000 + (id % 300)}] How do I make my solution of this problem faster ${id}`,
    description: 'My solution passes the samples but times out on the larger tests; what am I missing?',
    pid: `P${1000 + (id % 300)}`,
    uid: `0123456789abcdef0123456789ab${String(id % 100).padStart(4, '0')}`,
    author: `student${id % 100}`,
    avatar: `/api/public/avatar/0123456789abcdef0123456789abcdef.png`,
    role: 'default_user',
    viewNum: id % 500,
    likeNum: id % 30,
    commentNum: id % 12,
    topPriority: id % 200 === 0,
    status: 0,
    gid: null,
    gmtCreate: at,
    gmtModified: at,
  };
}

const fixed = (value: number, digits = 1) => value.toFixed(digits);
const width = 40;
const timed = timedReads;
const line = (name: string, samples: readonly CallSample[]) => readTableLine(name, samples, width);

/** A student with an account, a session and `messages` unread comment messages; their token. */
async function seedMessageReader(): Promise<string> {
  const uid = randomUUID().replaceAll('-', '');
  const username = 'reader';
  await batchWriteAll([
    userToItem({
      uid,
      username,
      email: 'reader@bench.local',
      passwordHash: 'scrypt$16384$8$1$bench$bench',
      roleCode: roleCodes.defaultUser,
      createdAt: new Date().toISOString(),
      nickname: 'Reader',
      realname: 'Reader',
    }),
  ]);
  for (let index = 0; index < messages; index++) {
    await transactWrite(
      await userMessageWrites({
        recipientUid: uid,
        box: 'Discuss',
        action: 'Discuss',
        sourceId: 1,
        sourceType: 'Discussion',
        sourceTitle: 'How do I make my solution faster',
        sourceContent: `Try reading the input faster (${index})`,
        quoteId: null,
        quoteType: null,
        quoteContent: null,
        url: '/discussion-detail/1',
        sender: { uid: 'sender', username: `student${index}`, avatar: '' },
      }),
    );
  }
  const sessionId = randomUUID();
  const { token, expiresAt } = await signToken(uid, sessionId);
  await putSession({ uid, sessionId, username, roleCode: roleCodes.defaultUser, expiresAt });
  return token;
}

async function main(): Promise<void> {
  process.env.LOG_LEVEL = 'silent';
  const { work, stack } = await startBenchStack('discussion', { databaseInMemory: true });
  try {
    const lines = Array.from({ length: discussions }, (_, index) => lineOf(index + 1));
    await batchWriteAll(lines);
    const bytes = lines.reduce((sum, item) => sum + itemBytes(item), 0);
    console.log(
      `\nDiscussions: ${discussions} lines, ${fixed(bytes / 1024)} KB (${fixed(bytes / discussions, 0)} bytes a line)`,
    );
    console.log(readTableHeading(width));
    const path = (page: number) => `/api/get-discussion-list?currentPage=${page}&limit=50`;
    console.log(line('list, the read that loads the snapshot', await timed(stack.url, path(1), 1)));
    console.log(line('list page 1 (50), from the snapshot', await timed(stack.url, path(1), reads)));
    console.log(line('list page 20 (50), from the snapshot', await timed(stack.url, path(20), reads)));

    const token = await seedMessageReader();
    console.log(`\nMessages: a student with ${messages} unread comments on their discussion`);
    console.log(line('msg/unread (the 120 s poll)', await timed(stack.url, '/api/msg/unread', reads, token)));
    const box = (page: number) => `/api/msg/comment?currentPage=${page}&limit=6`;
    const firstReads: CallSample[] = [];
    for (let page = 1; page <= Math.ceil(messages / 6); page++)
      firstReads.push(...(await timed(stack.url, box(page), 1, token)));
    console.log(line('msg/comment, a page read first (marks 6)', firstReads));
    console.log(line('msg/comment page 1 again (all read)', await timed(stack.url, box(1), reads, token)));
  } finally {
    await stack.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
