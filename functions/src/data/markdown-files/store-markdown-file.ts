import { DeleteObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { uploadBucket } from '@oj/shared';
import { requiredEnv, s3 } from '../aws-clients';
import { markdownObjectKey } from './markdown-file-keys';

export interface MarkdownFileToStore {
  fileId: string;
  bytes: Uint8Array;
  /** Decided from the content for images; `application/octet-stream` for other files. */
  contentType: string;
  /** `inline` for images, `attachment; filename*=…` for everything else. */
  contentDisposition: string;
  uploaderUid: string;
}

/**
 * Store a markdown upload. The headers it is served with are the object's own (S3 answers them, and
 * CloudFront passes them on), and the uploader is kept in its metadata for the delete call's check.
 * Names are new each time, so the file may be cached for good.
 */
export async function putMarkdownFile(file: MarkdownFileToStore): Promise<void> {
  await s3().send(
    new PutObjectCommand({
      Bucket: requiredEnv(uploadBucket.envVar),
      Key: markdownObjectKey(file.fileId),
      Body: file.bytes,
      ContentType: file.contentType,
      ContentDisposition: file.contentDisposition,
      CacheControl: 'public, max-age=31536000, immutable',
      Metadata: { uploader: file.uploaderUid },
    }),
  );
}

/** The uploader of a stored markdown file, or undefined when there is no such file. */
export async function markdownFileUploader(fileId: string): Promise<string | undefined> {
  try {
    const head = await s3().send(
      new HeadObjectCommand({ Bucket: requiredEnv(uploadBucket.envVar), Key: markdownObjectKey(fileId) }),
    );
    return head.Metadata?.uploader ?? '';
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'NotFound' || name === 'NoSuchKey') return undefined;
    throw error;
  }
}

export async function deleteMarkdownFile(fileId: string): Promise<void> {
  await s3().send(
    new DeleteObjectCommand({ Bucket: requiredEnv(uploadBucket.envVar), Key: markdownObjectKey(fileId) }),
  );
}
