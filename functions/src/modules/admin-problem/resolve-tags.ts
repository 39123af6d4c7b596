import type { ProblemPayload } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import { loadTagCatalogue } from '../../data/tags/tag-catalogue';
import { createTag } from '../../data/tags/create-tag';
import { findTagIdByName } from '../../data/tags/get-tag';
import { TagNameTaken } from '../../data/tags/tag-write-errors';

const defaultTagColor = '#409EFF';

async function newOrExisting(
  oj: string,
  name: string,
  color: string | undefined,
  gid: number | null,
): Promise<number> {
  const existing = await findTagIdByName(oj, name);
  if (existing !== undefined) return existing;
  try {
    return (await createTag({ name, color: color || defaultTagColor, oj, classificationId: null, gid })).id;
  } catch (error) {
    // Another admin created it in the meantime: theirs is the tag.
    if (!(error instanceof TagNameTaken)) throw error;
    return (await findTagIdByName(oj, name)) as number;
  }
}

/**
 * The ids of a problem's tags: existing ones by id, new ones by name (made for the problem's judge
 * source, or reused when a tag of that name exists). The same tag twice is refused (Add_Tag_Error).
 * A group's problem (`gid`) may carry the site's tags and its group's own, and the tags it makes are
 * its group's; another group's tag is refused.
 */
export async function resolveTags(
  refs: ProblemPayload['tags'],
  oj: string,
  gid: number | null = null,
): Promise<number[]> {
  const { tags } = await loadTagCatalogue();
  const usable = (tag: { gid: number | null; name: string }) => {
    if (gid !== null && tag.gid !== null && tag.gid !== gid)
      throw new AppError('groupTagOfOtherGroup', { name: tag.name });
  };
  const seenNames = new Set<string>();
  const see = (name: string) => {
    const key = name.trim().toLowerCase();
    if (seenNames.has(key)) throw new AppError('addTagError', { name });
    seenNames.add(key);
  };
  const ids: number[] = [];
  const wanted: { name: string; color: string | undefined }[] = [];
  for (const ref of refs) {
    if (ref.id !== undefined) {
      const tag = tags.find((candidate) => candidate.id === ref.id);
      if (!tag) throw new AppError('tagNotFound', { id: ref.id });
      usable(tag);
      see(tag.name);
      ids.push(tag.id);
    } else {
      if (!ref.name) throw new AppError('tagNameRequired');
      see(ref.name);
      wanted.push({ name: ref.name, color: ref.color });
    }
  }
  for (const { name, color } of wanted) {
    const id = await newOrExisting(oj, name, color, gid);
    const existing = tags.find((candidate) => candidate.id === id);
    if (existing) usable(existing);
    if (ids.includes(id)) throw new AppError('addTagError', { name });
    ids.push(id);
  }
  return ids;
}
