import { tableName } from '../dynamo-client';
import { transactWrite } from '../transact';
import { tagKey, type Tag } from './tag-item';
import { releaseTagName } from './tag-name-claim';

/** Delete a tag and its name claim together. Problems that carry it are the caller's to change. */
export async function deleteTag(tag: Tag): Promise<void> {
  await transactWrite([{ Delete: { TableName: tableName(), Key: tagKey(tag.id) } }, releaseTagName(tag)]);
}
