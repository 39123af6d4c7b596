import { randomBytes } from 'node:crypto';
import { markdownUploadLimits, type uploadMdFile as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { putMarkdownFile } from '../../data/markdown-files/store-markdown-file';
import { markdownFileUrl } from '../../data/markdown-files/markdown-file-keys';
import { attachmentDisposition, storedExtensionOf } from './markdown-upload-headers';

/**
 * POST /api/file/upload-md-file: any file (form field `file`, at most 8 MB) linked from markdown. It
 * is stored as `application/octet-stream` and always served as a download under its own name, so its
 * content can never run as a page of the site, whatever it holds.
 */
export const uploadMdFile: Handler<typeof call, 'admin'> = async ({ body }, context) => {
  const file = body.files.find((part) => part.field === 'file') ?? body.files[0];
  if (!file) throw new AppError('markdownFileMissing');
  if (file.content.length > markdownUploadLimits.maxFileBytes)
    throw new AppError('markdownFileTooLarge', { limit: markdownUploadLimits.maxFileBytes / 1024 / 1024 });

  const fileId = `${randomBytes(16).toString('hex')}.${storedExtensionOf(file.filename)}`;
  await putMarkdownFile({
    fileId,
    bytes: file.content,
    contentType: 'application/octet-stream',
    contentDisposition: attachmentDisposition(file.filename),
    uploaderUid: context.user.uid,
  });
  context.log.info('markdown file uploaded', { fileId, bytes: file.content.length });
  return { link: markdownFileUrl(fileId, 'file'), fileId };
};
