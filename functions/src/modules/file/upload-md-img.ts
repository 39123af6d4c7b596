import { randomBytes } from 'node:crypto';
import { markdownUploadLimits, type uploadMdImg as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { putMarkdownFile } from '../../data/markdown-files/store-markdown-file';
import { markdownFileUrl } from '../../data/markdown-files/markdown-file-keys';

/** Detected type → the extension the image is stored under. */
const extensionByDetectedType: Record<string, string> = {
  png: 'png',
  apng: 'png',
  jpg: 'jpg',
  gif: 'gif',
  webp: 'webp',
  bmp: 'bmp',
};

/**
 * POST /api/file/upload-md-img: an image (form field `image`, at most 5 MB) for a statement or an
 * announcement. The type is decided by the bytes, never by the name or the declared type: a text file
 * renamed `.png` is refused. It is stored under a new name and served inline with its real type.
 */
export const uploadMdImg: Handler<typeof call, 'admin'> = async ({ body }, context) => {
  const image = body.files.find((file) => file.field === 'image') ?? body.files[0];
  if (!image) throw new AppError('markdownImageMissing');
  if (image.content.length > markdownUploadLimits.maxImageBytes)
    throw new AppError('markdownImageTooLarge', { limit: markdownUploadLimits.maxImageBytes / 1024 / 1024 });
  // Loaded on first upload only: the file area's other calls do not pay for it at cold start.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(image.content);
  const extension = detected && extensionByDetectedType[detected.ext];
  if (!detected || !extension) throw new AppError('markdownImageNotImage');

  const fileId = `${randomBytes(16).toString('hex')}.${extension}`;
  await putMarkdownFile({
    fileId,
    bytes: image.content,
    contentType: detected.mime,
    contentDisposition: 'inline',
    uploaderUid: context.user.uid,
  });
  context.log.info('markdown image uploaded', { fileId, bytes: image.content.length });
  return { link: markdownFileUrl(fileId, 'image'), fileId };
};
