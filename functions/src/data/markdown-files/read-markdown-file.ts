import { GetObjectCommand } from '@aws-sdk/client-s3';
import { uploadBucket } from '@oj/shared';
import { requiredEnv, s3 } from '../aws-clients';
import { markdownObjectKeyOfPath } from './markdown-file-keys';

export interface MarkdownFile {
  bytes: Uint8Array;
  contentType: string;
  contentDisposition: string;
  cacheControl: string | undefined;
}

/**
 * Read the file behind a public markdown path with the headers it was stored with, or undefined when
 * the path names none. The local HTTP adapter serves /public/md with this; CloudFront reads the bucket.
 */
export async function readMarkdownFileAt(path: string): Promise<MarkdownFile | undefined> {
  const key = markdownObjectKeyOfPath(path);
  if (!key) return undefined;
  try {
    const object = await s3().send(
      new GetObjectCommand({ Bucket: requiredEnv(uploadBucket.envVar), Key: key }),
    );
    if (!object.Body) return undefined;
    return {
      bytes: await object.Body.transformToByteArray(),
      contentType: object.ContentType ?? 'application/octet-stream',
      contentDisposition: object.ContentDisposition ?? 'attachment',
      cacheControl: object.CacheControl,
    };
  } catch (error) {
    if ((error as Error).name === 'NoSuchKey') return undefined;
    throw error;
  }
}
