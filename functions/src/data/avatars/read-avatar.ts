import { GetObjectCommand } from '@aws-sdk/client-s3';
import { uploadBucket } from '@oj/shared';
import { requiredEnv, s3 } from '../aws-clients';
import { avatarObjectKeyOfPath } from './avatar-keys';

export interface AvatarFile {
  bytes: Uint8Array;
  contentType: string;
  cacheControl: string | undefined;
}

/**
 * Read the picture behind a public avatar path, or undefined when the path names none or it is gone.
 * The local HTTP adapter serves /public with this; in the cloud CloudFront reads the bucket itself.
 */
export async function readAvatarAt(path: string): Promise<AvatarFile | undefined> {
  const key = avatarObjectKeyOfPath(path);
  if (!key) return undefined;
  try {
    const object = await s3().send(
      new GetObjectCommand({ Bucket: requiredEnv(uploadBucket.envVar), Key: key }),
    );
    if (!object.Body) return undefined;
    return {
      bytes: await object.Body.transformToByteArray(),
      contentType: object.ContentType ?? 'application/octet-stream',
      cacheControl: object.CacheControl,
    };
  } catch (error) {
    if ((error as Error).name === 'NoSuchKey') return undefined;
    throw error;
  }
}
