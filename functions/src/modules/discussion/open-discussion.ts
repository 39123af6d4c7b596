import type { DiscussionLine } from '../../data/discussions/discussion-line';
import { readDiscussionLine } from '../../data/discussions/read-discussion-line';
import { AppError } from '../../frame/app-error';
import { moderatesDiscussion, type DiscussionFacts } from '../../policy/discussion';
import type { Viewer } from '../../policy/viewer';
import { enterItemGroup, type ItemGroup } from '../../scope/item-group';
import {
  requireBoardOpen,
  requireGroupDiscussion,
  requirePublicDiscussion,
} from './public-discussion-switch';

/** A discussion as a call on it opened it: its line, and the group whose board it is on. */
export interface OpenedDiscussion {
  line: DiscussionLine;
  /** The discussion's group, entered by the viewer, with their role there; null on the site's board. */
  group: ItemGroup | null;
}

/**
 * The discussion's board entered: its switch (`openPublicDiscussion`, or `openGroupDiscussion` for a
 * group's), and for a group's discussion the group by its entry rule (`enterItemGroup`: members and
 * the super admin; a visitor is asked to log in, anyone else refused), as the original server does for
 * its discussion detail, like and comment calls.
 */
async function enterBoard(line: DiscussionLine, viewer: Viewer): Promise<OpenedDiscussion> {
  await requireBoardOpen(line.gid);
  if (line.gid === null) return { line, group: null };
  const group = await enterItemGroup(line.gid, viewer, new AppError('discussionNotFound', { did: line.id }));
  return { line, group };
}

/**
 * The discussion a site call names (detail, like, report, comments, the board's edit and delete),
 * on whichever board it is. One strongly consistent GetItem of its line (1 RCU), and for a group's
 * discussion two GetItems of the group and the viewer's member row (1 RCU).
 */
export async function openDiscussion(did: number, viewer: Viewer): Promise<OpenedDiscussion> {
  const line = await readDiscussionLine(did);
  if (line) return enterBoard(line, viewer);
  await requirePublicDiscussion();
  throw new AppError('discussionNotFound', { did });
}

/** The discussion a group call names: a discussion of the site's board is no group discussion. */
export async function openGroupDiscussion(did: number, viewer: Viewer): Promise<OpenedDiscussion> {
  await requireGroupDiscussion();
  const line = await readDiscussionLine(did);
  if (!line || line.gid === null) throw new AppError('groupDiscussionNotFound', { did });
  return enterBoard(line, viewer);
}

/** What the discussion rules (`policy/discussion.ts`) need of an opened discussion. */
export function discussionFacts(opened: OpenedDiscussion): DiscussionFacts {
  return { authorUid: opened.line.uid, groupRole: opened.group?.role };
}

/** Whether the viewer moderates the opened discussion's board. */
export function moderatesOpened(viewer: Viewer, opened: OpenedDiscussion): boolean {
  return moderatesDiscussion(viewer, discussionFacts(opened));
}
