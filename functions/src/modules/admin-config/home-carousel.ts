import type { adminDeleteHomeCarousel, adminGetHomeCarousel, adminOrderHomeCarousel } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { getCarousel } from '../../data/carousel/get-carousel';
import { changeCarousel } from '../../data/carousel/change-carousel';
import { deleteCarouselImage } from '../../data/carousel/carousel-images';

/** GET /api/admin/config/home-carousel: the pictures as stored (the home page's copy lags 10 seconds). */
export const getHomeCarouselAdmin: Handler<typeof adminGetHomeCarousel, 'root'> = () => getCarousel();

/** PUT /api/admin/config/home-carousel: put the pictures in the order of `ids`, which names each once. */
export const orderHomeCarousel: Handler<typeof adminOrderHomeCarousel, 'root'> = ({ body }) =>
  changeCarousel((items) => {
    const byId = new Map(items.map((item) => [item.id, item]));
    const ordered = body.ids.flatMap((id) => {
      const item = byId.get(id);
      byId.delete(id);
      return item ? [item] : [];
    });
    if (ordered.length !== items.length || body.ids.length !== items.length)
      throw new AppError('carouselOrderMismatch');
    return ordered;
  });

/** DELETE /api/admin/config/home-carousel?id=: take a picture off the carousel, then its file. */
export const deleteHomeCarousel: Handler<typeof adminDeleteHomeCarousel, 'root'> = async (
  { query },
  context,
) => {
  let removed: string | undefined;
  await changeCarousel((items) => {
    const picture = items.find((item) => item.id === query.id);
    if (!picture) throw new AppError('carouselImageNotFound', { id: query.id });
    removed = picture.url;
    return items.filter((item) => item.id !== query.id);
  });
  // Off the list first: a file left behind costs storage, a listed picture without a file a broken home.
  if (removed)
    await deleteCarouselImage(removed).catch((error: unknown) =>
      context.log.warn('carousel picture not deleted', { id: query.id, error: String(error) }),
    );
  context.log.info('carousel picture deleted', { by: context.user.username, id: query.id });
  return null;
};
