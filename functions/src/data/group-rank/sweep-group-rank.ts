import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { testcaseBucket } from '@oj/shared';
import { requiredEnv, s3 } from '../aws-clients';
import { deleteSnapshotObjects } from '../kit/snapshot/snapshot-objects';
import type { GroupSweep } from '../groups/sweep-group';
import { groupRankObjectPrefix } from './group-rank-keys';

/**
 * A disbanded group's rank snapshots (S3 `group-rank/<gid>/…`): its rows and head live in the
 * group's partition and go with it; the objects are listed and deleted here, 1,000 a listing.
 * Answers how many were deleted (one, or none, in the usual case).
 */
export const sweepGroupRankSnapshots: GroupSweep = async (gid) => {
  let removed = 0;
  let token: string | undefined;
  do {
    const page = await s3().send(
      new ListObjectsV2Command({
        Bucket: requiredEnv(testcaseBucket.envVar),
        Prefix: groupRankObjectPrefix(gid),
        ContinuationToken: token,
      }),
    );
    const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
    await deleteSnapshotObjects(keys);
    removed += keys.length;
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return removed;
};
