import { AppError } from '../../frame/app-error';
import { maxShiftedAnnouncements, TooManyShifts } from '../../data/announcements/move-visible-announcements';

/** Runs a change of the visible list, answering a move too large for one transaction in words. */
export async function refusingLargeMoves<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof TooManyShifts) {
      throw new AppError('announcementMoveTooLarge', {
        shifted: error.shifted,
        max: maxShiftedAnnouncements,
      });
    }
    throw error;
  }
}
