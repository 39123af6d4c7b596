import { queryOptions } from '@tanstack/react-query';
import { getHomeCarousel } from '@oj/shared/api/home';
import { callApi } from '../../../lib/api-client';

/** GET /api/home-carousel: the carousel pictures, in order. */
export const homeCarouselQueryOptions = () =>
  queryOptions({
    queryKey: ['home-carousel'],
    queryFn: () => callApi(getHomeCarousel),
    staleTime: 60_000,
  });
