import { createDiscussion } from '../../data/discussions/create-discussion';
import { listDiscussionCategories } from '../../data/discussions/discussion-categories';
import { discussionLineOf } from '../../data/discussions/discussion-line';
import { discussionLinePartition } from '../../data/discussions/discussion-keys';
import { queryPartition } from '../../data/kit/paging/cached-snapshot';
import { findUserByUsername } from '../../data/users/find-user';
import { roleOfLine } from '../../modules/discussion/discussion-author';
import { demoDiscussions } from './demo-discussions';

/**
 * The demo discussions (docs/demo-data.md), each found by its title among the board's lines and
 * posted when missing (after the categories, accounts and problems it names). Answers how many it posted.
 */
export async function seedDemoDiscussions(): Promise<number> {
  const titles = new Set(
    (await queryPartition(discussionLinePartition)).map((item) => discussionLineOf(item).title),
  );
  const categories = await listDiscussionCategories();
  let posted = 0;
  for (const demo of demoDiscussions) {
    const title = demo.problemId ? `[${demo.problemId}] ${demo.title}` : demo.title;
    if (titles.has(title)) continue;
    const author = await findUserByUsername(demo.author);
    const category = categories.find((row) => row.name === demo.category);
    if (!author || !category) continue;
    const now = new Date().toISOString();
    await createDiscussion(
      {
        uid: author.uid,
        author: author.username,
        avatar: author.avatar ?? '',
        role: roleOfLine(author.roleCode),
        categoryId: category.id,
        title,
        description: demo.description,
        pid: demo.problemId,
        topPriority: demo.topPriority,
        status: 0,
        gid: null,
        gmtCreate: now,
        gmtModified: now,
      },
      demo.content,
      null,
    );
    posted += 1;
  }
  return posted;
}
