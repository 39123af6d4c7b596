import { localJudgeSource } from './language';

/** How clients may also name this site's own problems (spec §7 says `Mine`); it means `ME`. */
export const localJudgeSourceAlias = 'MINE';

/** A judge source in the form it is stored and compared in: upper case, `MINE` read as `ME`. */
export type NormalizedJudgeSource<S extends string> =
  Exclude<Uppercase<S>, typeof localJudgeSourceAlias> | typeof localJudgeSource;

/**
 * A judge source as tags, problems and list filters hold it: trimmed, upper case, with the client's
 * `Mine` meaning this site (`ME`). The API, the admin calls and the web app's URL all read it so.
 */
export function normalizeJudgeSource<S extends string>(source: S): NormalizedJudgeSource<S> {
  const upper = source.trim().toUpperCase();
  return (upper === localJudgeSourceAlias ? localJudgeSource : upper) as NormalizedJudgeSource<S>;
}

/** A list's source filter: absent, empty or `ALL` keeps every source; otherwise the normalised source. */
export function judgeSourceFilter(source: string | undefined): string | undefined {
  if (source === undefined) return undefined;
  const normalized = normalizeJudgeSource(source);
  return normalized === '' || normalized === 'ALL' ? undefined : normalized;
}
