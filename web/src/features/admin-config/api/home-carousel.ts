import {
  adminDeleteHomeCarousel,
  adminGetHomeCarousel,
  adminOrderHomeCarousel,
  adminUploadCarouselImg,
} from '@oj/shared/api/admin-config';
import { getHomeCarousel } from '@oj/shared/api/home';
import { callKey, callQueryOptions, useCallMutation } from '../../../lib/call-query';

export const homeCarouselQueryOptions = () => callQueryOptions(adminGetHomeCarousel, {});

const stale = [callKey(adminGetHomeCarousel), callKey(getHomeCarousel)];

/** Upload one picture (the form field `file`), added at the end of the carousel. */
export const useUploadCarouselImg = () =>
  useCallMutation(adminUploadCarouselImg, {
    toInput: (file: File) => {
      const form = new FormData();
      form.set('file', file);
      return { form };
    },
    invalidates: stale,
  });

export const useOrderHomeCarousel = () =>
  useCallMutation(adminOrderHomeCarousel, {
    toInput: (ids: string[]) => ({ body: { ids } }),
    invalidates: stale,
  });

export const useDeleteHomeCarousel = () =>
  useCallMutation(adminDeleteHomeCarousel, {
    toInput: (id: string) => ({ query: { id } }),
    invalidates: stale,
  });
