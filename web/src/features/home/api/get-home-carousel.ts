import { getHomeCarousel } from '@oj/shared/api/home';
import { callQueryOptions } from '../../../lib/call-query';

/** GET /api/home-carousel: the carousel pictures, in order. */
export const homeCarouselQueryOptions = () => callQueryOptions(getHomeCarousel, {}, { staleTime: 60_000 });
