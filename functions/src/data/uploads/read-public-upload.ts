import { GetObjectCommand } from '@aws-sdk/client-s3';
import { uploadBucket } from '@oj/shared';
import { requiredEnv, s3 } from '../aws-clients';
import { publicObjectOfPath } from './public-upload-paths';

/** A stored upload with the headers it was stored with. */
export interface PublicUpload {
  bytes: Uint8Array;
  contentType: string;
  /** Absent when the object was stored without one (avatars, carousel pictures). */
  contentDisposition: string | undefined;
  cacheControl: string | undefined;
}

/** Read an object of the uploads bucket by key, or undefined when it is gone. */
async function readPublicUpload(key: string): Promise<PublicUpload | undefined> {
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

/**
 * The file behind a public path (public-upload-paths.ts: avatars, carousel pictures, statement
 * pictures and files, under any of their forms), or undefined when the path names none or it is gone.
 * A markdown file stored without a disposition is served as an attachment. The local HTTP adapter
 * serves the public paths with this; CloudFront reads the bucket itself.
 */
export async function readPublicUploadAt(path: string): Promise<PublicUpload | undefined> {
  const target = publicObjectOfPath(path);
  const file = target && (await readPublicUpload(target.key));
  if (!file || target.kind !== 'markdown') return file;
  return { ...file, contentDisposition: file.contentDisposition ?? 'attachment' };
}
