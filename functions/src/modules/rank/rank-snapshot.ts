import { rankRules } from '@oj/shared';
import { cachedFor } from '../../data/cached-for';
import { listRankFigures } from '../../data/user-rank/list-rank-figures';
import { listAccounts } from '../../data/users/list-accounts';
import { getWebsiteConfig } from '../../data/website-config/get-website-config';
import { rankLists, type RankIdentity, type RankedLists } from './ranked-lists';

/** Both lists as built at `builtAt` (ISO). */
export interface RankSnapshot extends RankedLists {
  builtAt: string;
}

/**
 * Builds the ranking from three reads in parallel: the ranked users' figures (the `RANK_LINES` index
 * partition), every account (the accounts index: names, titles, disabled flag) and the website
 * config (the title markers). No read depends on the page asked for.
 */
export async function buildRankSnapshot(now = new Date()): Promise<RankSnapshot> {
  const [figures, accounts, config] = await Promise.all([
    listRankFigures(),
    listAccounts(),
    getWebsiteConfig(),
  ]);
  const identities = new Map<string, RankIdentity>(
    accounts.map((account) => [
      account.uid,
      {
        uid: account.uid,
        username: account.username,
        nickname: account.nickname ?? '',
        realname: account.realname ?? '',
        signature: account.signature ?? '',
        avatar: account.avatar ?? null,
        titleName: account.titleName ?? '',
        titleColor: account.titleColor ?? '',
        disabled: account.status === 1,
      },
    ]),
  );
  const markers = { teacher: config.rankTeacherTitleMarker, student: config.rankStudentTitleMarker };
  return { builtAt: now.toISOString(), ...rankLists(figures, identities, markers) };
}

/**
 * The snapshot every page is cut from: a warm function builds it at most once per 60 s (the
 * contract's page cache), so any page, the first or the hundredth, with or without a search, costs
 * no read between builds. A verdict, a title and a marker all show within those 60 s.
 */
export const cachedRankSnapshot = cachedFor(rankRules.snapshotSeconds * 1000, () => buildRankSnapshot());
