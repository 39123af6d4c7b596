import { avatarObjectKey, avatarObjectKeyOfPath, avatarUrl } from '../avatars/avatar-keys';
import { deleteAvatarAt, putAvatarObject } from '../avatars/store-avatar';

/**
 * The carousel's pictures live beside the avatars, under the owner segment `carousel`
 * (`avatars/carousel/<file>`, linked as `/api/public/img/avatar/carousel/<file>`): the avatars' public mapping of
 * the uploads bucket, which CloudFront and the local adapter already serve with safe headers. A user id
 * is 32 hexadecimal characters, so the segment names nobody's avatars.
 */
const carouselOwner = 'carousel';

/** Store a picture under a new name; answers the URL the home page shows it at. */
export async function putCarouselImage(
  file: string,
  bytes: Uint8Array,
  contentType: string,
): Promise<string> {
  await putAvatarObject(avatarObjectKey(carouselOwner, file), bytes, contentType);
  return avatarUrl(carouselOwner, file);
}

/** Remove the picture behind a carousel URL; a URL the site did not give out is left alone. */
export async function deleteCarouselImage(url: string): Promise<void> {
  // Links of either form (public-upload-paths.ts) name the same object.
  if (!avatarObjectKeyOfPath(url)?.startsWith(avatarObjectKey(carouselOwner, ''))) return;
  await deleteAvatarAt(url);
}
