import { problemLimits } from '@oj/shared';
import { AppError } from '../../frame/app-error';

/*
 * A group problem's display id is stored with the group's short name in front (`CLASS1` + `001`), so
 * it is unique across the site and tells whose it is; the edit form shows it without (spec part 3, §3).
 */

/** The display id as stored: the short name, then the id the form gave. */
export function storedDisplayId(shortName: string, given: string): string {
  const problemId = `${shortName}${given}`;
  if (given.trim() !== '' && problemId.length > problemLimits.problemIdMaxLength)
    throw new AppError('groupProblemIdTooLong', { max: problemLimits.problemIdMaxLength });
  // An empty id stays empty, so the form's own rule reports it as missing.
  return given.trim() === '' ? '' : problemId;
}

/** The display id as the edit form shows it: without the short name, whatever its case. */
export function shownDisplayId(shortName: string, problemId: string): string {
  return problemId.toLowerCase().startsWith(shortName.toLowerCase())
    ? problemId.slice(shortName.length)
    : problemId;
}
