import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { testcaseBucket } from '@oj/shared';
import { requiredEnv, s3 } from '../aws-clients';

/** The ranking's snapshot objects live under `ranking/` in the private test-data bucket. */
const bucket = () => requiredEnv(testcaseBucket.envVar);

export async function putRankSnapshotObject(key: string, body: string): Promise<void> {
  await s3().send(
    new PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: 'application/json' }),
  );
}

/** The object's text, or null when it is gone (a newer snapshot replaced and removed it). */
export async function readRankSnapshotObject(key: string): Promise<string | null> {
  try {
    const { Body } = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
    return Body ? await Body.transformToString('utf8') : '';
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'NoSuchKey' || name === 'NotFound') return null;
    throw error;
  }
}

export async function deleteRankSnapshotObject(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
}
