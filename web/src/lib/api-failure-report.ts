import type { ApiError } from './api-error';
import { notifyOnDesktop } from './desktop-notification';
import { i18n } from './i18n/i18n';
import { showToast } from './toast-store';

/**
 * Tells the user a call failed (spec §8): the message as a toast at the top centre, and for a refusal
 * by the server also a desktop notification titled Error.
 */
export function reportApiFailure(failure: ApiError): void {
  if (failure.kind === 'http' && failure.status === 401 && !failure.message) return;
  showToast('error', failure.message);
  if (failure.kind === 'refused') notifyOnDesktop(i18n.t('errors.title'), failure.message);
}
