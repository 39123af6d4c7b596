import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { uploadBucket } from '@oj/shared';
import { requiredEnv, s3 } from '../aws-clients';
import { avatarObjectKeyOfPath } from './avatar-keys';

/** Store an avatar picture. Its name is new each time, so browsers and CloudFront may keep it for good. */
export async function putAvatarObject(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  await s3().send(
    new PutObjectCommand({
      Bucket: requiredEnv(uploadBucket.envVar),
      Key: key,
      Body: bytes,
      ContentType: contentType,
      CacheControl: 'public, max-age=31536000, immutable',
    }),
  );
}

/** Remove the picture behind an avatar URL the site gave out; other URLs are left alone. */
export async function deleteAvatarAt(url: string | null | undefined): Promise<void> {
  const key = url ? avatarObjectKeyOfPath(url) : undefined;
  if (!key) return;
  await s3().send(new DeleteObjectCommand({ Bucket: requiredEnv(uploadBucket.envVar), Key: key }));
}
