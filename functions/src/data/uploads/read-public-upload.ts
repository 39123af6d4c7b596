import { GetObjectCommand } from '@aws-sdk/client-s3';
import { uploadBucket } from '@oj/shared';
import { requiredEnv, s3 } from '../aws-clients';

/** A stored upload with the headers it was stored with. */
export interface PublicUpload {
  bytes: Uint8Array;
  contentType: string;
  /** Absent when the object was stored without one (avatars, carousel pictures). */
  contentDisposition: string | undefined;
  cacheControl: string | undefined;
}

/**
 * Read an object of the uploads bucket by key, or undefined when it is gone. The local HTTP adapter
 * serves /public with this (avatars, carousel pictures, statement files); CloudFront reads the bucket.
 */
export async function readPublicUpload(key: string): Promise<PublicUpload | undefined> {
  try {
    const object = await s3().send(
      new GetObjectCommand({ Bucket: requiredEnv(uploadBucket.envVar), Key: key }),
    );
    if (!object.Body) return undefined;
    return {
      bytes: await object.Body.transformToByteArray(),
      contentType: object.ContentType ?? 'application/octet-stream',
      contentDisposition: object.ContentDisposition,
      cacheControl: object.CacheControl,
    };
  } catch (error) {
    if ((error as Error).name === 'NoSuchKey') return undefined;
    throw error;
  }
}
