import type { getHomeCarousel as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { getCarousel } from '../../data/carousel/get-carousel';
import { cachedFor } from '../../data/cached-for';

/** Every home page load asks; an administrator's change shows within these seconds. */
const carousel = cachedFor(10_000, getCarousel);

/** GET /api/home-carousel: the carousel's pictures, in order (an empty list until some are saved). */
export const getHomeCarousel: Route<typeof call>['handle'] = () => carousel();
