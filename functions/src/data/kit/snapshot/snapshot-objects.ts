import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { testcaseBucket } from '@oj/shared';
import { requiredEnv, s3 } from '../../aws-clients';

/*
 * Snapshot kit: the objects. Snapshots live in the private test-data bucket, each written once under a
 * new key and never changed, so a reader holding a key reads the snapshot it was told of, or finds it
 * gone once a newer one replaced it.
 */
const bucket = () => requiredEnv(testcaseBucket.envVar);

export async function putSnapshotObject(key: string, body: string, contentType: string): Promise<void> {
  await s3().send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: contentType }));
}

function isMissingObject(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound';
}

/**
 * The object's text, bytes `from` to `to` (exclusive) when a range is given; null when it is gone (a
 * newer snapshot replaced and removed it).
 */
export async function readSnapshotObject(
  key: string,
  range?: { from: number; to: number },
): Promise<string | null> {
  if (range && range.to <= range.from) return '';
  try {
    const { Body } = await s3().send(
      new GetObjectCommand({
        Bucket: bucket(),
        Key: key,
        Range: range ? `bytes=${range.from}-${range.to - 1}` : undefined,
      }),
    );
    return Body ? await Body.transformToString('utf8') : '';
  } catch (error) {
    if (isMissingObject(error)) return null;
    throw error;
  }
}

/** Remove replaced snapshots' objects. */
export async function deleteSnapshotObjects(keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((Key) => s3().send(new DeleteObjectCommand({ Bucket: bucket(), Key }))));
}

/** Remove every snapshot object under a prefix (a deleted contest's). */
export async function deleteSnapshotsUnder(prefix: string): Promise<void> {
  let token: string | undefined;
  do {
    const page = await s3().send(
      new ListObjectsV2Command({ Bucket: bucket(), Prefix: prefix, ContinuationToken: token }),
    );
    await deleteSnapshotObjects((page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}
