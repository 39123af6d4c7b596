import { randomUUID } from 'node:crypto';
import { carouselRules, type adminUploadCarouselImg } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { changeCarousel } from '../../data/carousel/change-carousel';
import { deleteCarouselImage, putCarouselImage } from '../../data/carousel/carousel-images';

/** What the content must turn out to be (checked by its bytes), and the extension it is stored under. */
const extensionByDetectedType: Record<string, string> = {
  jpg: 'jpg',
  png: 'png',
  apng: 'png',
  gif: 'gif',
  webp: 'webp',
};

function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

/** An optional link a click on the picture leads to: a site path or an http(s) address. */
function linkOf(value: string | undefined): string | null {
  const link = value?.trim();
  if (!link) return null;
  return /^(\/(?!\/)|https?:\/\/)\S{0,500}$/.test(link) ? link : null;
}

/**
 * POST /api/file/upload-carousel-img (and `upload-carouse-img`, the original's spelling, which its
 * admin client posts to with the upload cookie): a jpg, png, gif or webp picture (named so and made so, checked
 * by its bytes) of at most 4 MB is stored under a new name and added at the end of the home carousel,
 * which holds at most 10. Answers the new entry.
 */
export const uploadCarouselImg: Handler<typeof adminUploadCarouselImg, 'root'> = async (
  { body },
  context,
) => {
  const image = body.files.find((file) => file.field === 'file');
  if (!image) throw new AppError('carouselImageMissing');
  if (image.content.length > carouselRules.maxBytes)
    throw new AppError('carouselImageTooLarge', { megabytes: carouselRules.maxBytes / 1024 / 1024 });
  if (!(carouselRules.extensions as readonly string[]).includes(extensionOf(image.filename)))
    throw new AppError('carouselImageTypeNotSupported');
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(image.content);
  const extension = detected && extensionByDetectedType[detected.ext];
  if (!detected || !extension) throw new AppError('carouselImageTypeNotSupported');

  const id = randomUUID().replaceAll('-', '');
  const url = await putCarouselImage(`${id}.${extension}`, image.content, detected.mime);
  const entry = { id, url, link: linkOf(body.fields.link) };
  try {
    await changeCarousel((items) => {
      if (items.length >= carouselRules.maxImages)
        throw new AppError('carouselFull', { count: carouselRules.maxImages });
      return [...items, entry];
    });
  } catch (error) {
    await deleteCarouselImage(url).catch(() => undefined);
    throw error;
  }
  context.log.info('carousel picture uploaded', {
    by: context.user.username,
    id,
    bytes: image.content.length,
  });
  return entry;
};
