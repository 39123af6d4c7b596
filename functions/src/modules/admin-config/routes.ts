import {
  adminDeleteHomeCarousel,
  adminGetDbAndRedisConfig,
  adminGetDbAndRedisConfigByPut,
  adminGetEmailConfig,
  adminGetEmailConfigByPut,
  adminGetHomeCarousel,
  adminGetWebConfig,
  adminGetWebConfigByPut,
  adminSetDbAndRedisConfig,
  adminOrderHomeCarousel,
  adminSetEmailConfig,
  adminSetWebConfig,
  adminTestEmail,
  adminUploadCarouselImg,
  adminUploadCarouseImg,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { getWebConfig, setWebConfig } from './web-config';
import { getEmailConfig, setEmailConfig } from './email-config';
import { testEmail } from './test-email';
import { deleteHomeCarousel, getHomeCarouselAdmin, orderHomeCarousel } from './home-carousel';
import { uploadCarouselImg } from './upload-carousel-img';
import { getDbAndRedisConfig, setDbAndRedisConfig } from './db-and-redis-config';

/** Site configuration is the super admin's alone (document 3, §2.18). */
export const adminConfigRoutes: readonly Route[] = [
  route(adminGetWebConfig, 'root', getWebConfig),
  route(adminGetWebConfigByPut, 'root', getWebConfig),
  route(adminSetWebConfig, 'root', setWebConfig),
  route(adminGetEmailConfig, 'root', getEmailConfig),
  route(adminGetEmailConfigByPut, 'root', getEmailConfig),
  route(adminSetEmailConfig, 'root', setEmailConfig),
  route(adminGetDbAndRedisConfig, 'root', getDbAndRedisConfig),
  route(adminGetDbAndRedisConfigByPut, 'root', getDbAndRedisConfig),
  route(adminSetDbAndRedisConfig, 'root', setDbAndRedisConfig),
  route(adminTestEmail, 'root', testEmail),
  route(adminGetHomeCarousel, 'root', getHomeCarouselAdmin),
  route(adminUploadCarouselImg, 'root', uploadCarouselImg),
  route(adminUploadCarouseImg, 'root', uploadCarouselImg),
  route(adminOrderHomeCarousel, 'root', orderHomeCarousel),
  route(adminDeleteHomeCarousel, 'root', deleteHomeCarousel),
];
