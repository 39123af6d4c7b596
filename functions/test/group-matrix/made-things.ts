import { randomUUID } from 'node:crypto';
import type { Page } from '@oj/shared';
import { callerSend } from '../discussion-kit';
import type { GroupClass } from '../group-fixtures';
import { newCategory } from '../training-fixtures';

/* What a matrix case makes, as the class's owner, before a role tries a call on it. */

type Row = { id: number; title: string };

/** Posts with `path` as the owner and answers the new thing's id, found by its unique title in `list`. */
async function madeByOwner(
  url: string,
  klass: GroupClass,
  post: { path: string; body: (title: string) => unknown },
  list: { path: string; query?: Record<string, string | number> },
): Promise<number> {
  const send = callerSend(url);
  const title = `Matrix ${randomUUID().slice(0, 8)}`;
  const made = await send('POST', post.path, klass.owner, {}, post.body(title));
  if (made.envelope.status !== 200) throw new Error(`${post.path}: ${made.envelope.msg}`);
  const rows = await send<Page<Row>>('GET', list.path, klass.owner, {
    gid: klass.gid,
    limit: 100,
    ...list.query,
  });
  const found = rows.envelope.data.records.find((row) => row.title === title);
  if (!found) throw new Error(`the new thing "${title}" is not in ${list.path}`);
  return found.id;
}

export function ownersAnnouncement(url: string, klass: GroupClass): Promise<number> {
  return madeByOwner(
    url,
    klass,
    {
      path: '/api/group/announcement',
      body: (title) => ({ title, content: 'For the class', status: 0, gid: klass.gid }),
    },
    { path: '/api/group/get-admin-announcement-list' },
  );
}

export function ownersDiscussion(url: string, klass: GroupClass, categoryId: number): Promise<number> {
  return madeByOwner(
    url,
    klass,
    {
      path: '/api/group/discussion',
      body: (title) => ({
        title,
        description: 'For the class',
        content: 'Hello class',
        categoryId,
        gid: klass.gid,
      }),
    },
    { path: '/api/group/get-admin-discussion-list' },
  );
}

let trainingCategory: Promise<number> | undefined;

/** A group training made by the owner, in one category made once for the matrix. */
export async function ownersTraining(url: string, klass: GroupClass): Promise<number> {
  trainingCategory ??= newCategory('Matrix ');
  const categoryId = await trainingCategory;
  return madeByOwner(
    url,
    klass,
    {
      path: '/api/group/training',
      body: (title) => ({
        training: { title, auth: 'Public', gid: klass.gid },
        trainingCategory: { id: categoryId },
      }),
    },
    { path: '/api/group/get-admin-training-list' },
  );
}
