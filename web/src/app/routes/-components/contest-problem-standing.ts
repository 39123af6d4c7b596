import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getContestInfo, type ContestView } from '@oj/shared/api/contest';
import { examModeOf } from '@oj/shared/domain/exam-mode';
import type {
  ContestPhase,
  ContestStanding,
} from '../../../features/contest-problem/submit/contest-standing';
import { useSession } from '../../../features/account/session/use-session';
import { callQueryOptions } from '../../../lib/call-query';

/** The contest's phase at a time of the server's clock (spec part 2 §4). */
function phaseAt(contest: ContestView, now: number): ContestPhase {
  if (now < Date.parse(contest.startTime)) return 'scheduled';
  return now < Date.parse(contest.endTime) ? 'running' : 'ended';
}

/** The server's clock, ticking every second from the `now` the contest's answer brought. */
function useServerNow(serverNow: string | undefined): number {
  const [offset, setOffset] = useState(0);
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    if (serverNow) setOffset(Date.parse(serverNow) - Date.now());
  }, [serverNow]);
  useEffect(() => {
    const timer = setInterval(() => setTick(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return tick + offset;
}

/**
 * The contest and the viewer's standing in it, as the contest's problem and submission screens need
 * them: the phase by the server's clock, whether the viewer runs the contest, exam mode.
 */
export function useContestProblemStanding(cid: number) {
  const session = useSession();
  const info = useQuery(callQueryOptions(getContestInfo, { cid }, { staleTime: 30_000 })).data;
  const now = useServerNow(info?.now);
  if (!info) return null;
  const exam = examModeOf(info.description);
  const superAdmin = session?.user.roleList.includes('root') ?? false;
  const contestAdmin = superAdmin || (session !== null && session.user.username === info.author);
  const standing: ContestStanding = {
    cid,
    type: info.type,
    phase: phaseAt(info, now),
    allowEndSubmit: info.allowEndSubmit,
    sealRank: info.sealRank,
    sealRankTime: info.sealRankTime,
    startTime: info.startTime,
    now,
    contestAdmin,
    examSubmitLimit: exam.examMode ? exam.submitLimit : null,
  };
  return { standing, contest: info, examMode: exam.examMode };
}
