import { AppError } from '../../frame/app-error';
import { TagClassificationMissing, TagNameTaken } from '../../data/tags/tag-write-errors';

/** The data layer's refusals of a tag write, as the client's errors. */
export function explainTagWrite(error: unknown, tag: { name: string; oj: string }): never {
  if (error instanceof TagNameTaken) throw new AppError('tagNameTaken', { name: tag.name, oj: tag.oj });
  if (error instanceof TagClassificationMissing)
    throw new AppError('tagClassificationNotFound', { id: error.classificationId });
  throw error;
}
