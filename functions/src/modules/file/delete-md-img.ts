import type { deleteMdImg as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { enforce } from '../../frame/enforce';
import { authorOrSuperAdminMay } from '../../policy/ownership';
import { deleteMarkdownFile, markdownFileUploader } from '../../data/markdown-files/store-markdown-file';

/**
 * GET /api/file/delete-md-img: removes a markdown upload. Its uploader may, and the super admin may
 * remove anyone's; another admin may not remove a colleague's pictures.
 */
export const deleteMdImg: Handler<typeof call, 'admin'> = async ({ query }, context) => {
  const uploader = await markdownFileUploader(query.fileId);
  if (uploader === undefined) throw new AppError('markdownFileNotFound', { fileId: query.fileId });
  enforce(authorOrSuperAdminMay(context.user, { uid: uploader }, 'markdownFileNotYours'));
  await deleteMarkdownFile(query.fileId);
  context.log.info('markdown file deleted', { fileId: query.fileId });
  return null;
};
