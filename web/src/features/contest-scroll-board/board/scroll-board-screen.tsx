import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contestScrollBoardInfoQueryOptions } from '../api/get-contest-scroll-board-info';
import { contestScrollBoardSubmissionQueryOptions } from '../api/get-contest-scroll-board-submission';
import { resolverInputOf } from '../resolver/resolver-input';
import { isoOfScrollBoardDate } from '../resolver/scroll-board-date';
import type { RequestedMedals } from '../scroll-board-search';
import { ScrollBoard } from './scroll-board';
import { ScrollBoardNotice } from './scroll-board-notice';

interface ScrollBoardScreenProps {
  cid: number;
  title: string;
  removeStar: boolean;
  medals: RequestedMedals;
  /** Where the way out of a failed load leads. */
  contestHref: string;
}

/**
 * Loads the contest's scroll board data once and starts the replay. A refusal has been said by the
 * API client (a toast in the viewer's language); the screen says it could not load.
 */
export function ScrollBoardScreen({ cid, title, removeStar, medals, contestHref }: ScrollBoardScreenProps) {
  const { t } = useTranslation();
  const info = useQuery(contestScrollBoardInfoQueryOptions(cid));
  const submissions = useQuery(contestScrollBoardSubmissionQueryOptions(cid, removeStar));
  const input = useMemo(
    () => (info.data && submissions.data ? resolverInputOf(info.data, submissions.data) : null),
    [info.data, submissions.data],
  );
  if (info.isError || submissions.isError) {
    return (
      <ScrollBoardNotice
        testId="scroll-board-load-failed"
        linkTo={contestHref}
        linkText={t('contest-scroll-board.denied.toContest')}
      >
        {t('contest-scroll-board.denied.loadFailed')}
      </ScrollBoardNotice>
    );
  }
  if (!input || !info.data)
    return (
      <ScrollBoardNotice testId="scroll-board-loading">{t('contest-scroll-board.loading')}</ScrollBoardNotice>
    );
  const sealTime =
    info.data.sealRankTime === null ? null : isoOfScrollBoardDate(info.data.sealRankTime, 'sealRankTime');
  return (
    <ScrollBoard
      // Another contest or star setting is another replay, from its own frozen board.
      key={`${cid}:${removeStar}`}
      input={input}
      title={title}
      rankShowName={info.data.rankShowName}
      sealTime={sealTime}
      medals={medals}
    />
  );
}
