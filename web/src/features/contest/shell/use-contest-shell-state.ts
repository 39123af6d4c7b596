import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getContestAccess, getContestInfo } from '@oj/shared/api/contest';
import { contestAuthCode } from '@oj/shared/domain/contest';
import { callKey } from '../../../lib/call-query';
import { contestAccessQueryOptions } from '../api/get-contest-access';
import { contestInfoQueryOptions } from '../api/get-contest-info';
import type { ContestShell, ContestViewSettings } from './contest-shell-context';
import { contestStandingOf, type ContestViewer } from './contest-standing';
import { visibleContestTabs } from './contest-tabs';
import { usePhase } from './use-phase';
import { serverClockOffset } from './use-server-clock';

/** The shell's state: a visitor is asked to log in; otherwise the contest loads, fails or is ready. */
export type ContestShellState =
  | { state: 'login-required' }
  | { state: 'loading' }
  | { state: 'failed'; error: Error }
  | { state: 'ready'; shell: ContestShell; clockOffsetMs: number };

const settingsOff: ContestViewSettings = { afterContestSubmissions: false, forceUpdate: false };

/**
 * Everything the shell and its tabs know about contest `cid` for `viewer`: the head (read again when a
 * phase turns, so the status, the count and the access follow), the server's clock, the viewer's
 * standing and tabs, and the admin's view settings.
 */
export function useContestShellState(
  cid: number,
  viewer: ContestViewer | null,
  openContestComment: boolean,
): ContestShellState {
  const info = useQuery({ ...contestInfoQueryOptions(cid), enabled: viewer !== null });
  const contest = info.data;
  const needsAccessAnswer =
    viewer !== null &&
    contest !== undefined &&
    contest.auth !== contestAuthCode.public &&
    !viewer.superAdmin &&
    viewer.uid !== contest.uid;
  const access = useQuery({
    ...contestAccessQueryOptions(cid, viewer?.uid ?? ''),
    enabled: needsAccessAnswer,
  });
  const clockOffsetMs = contest ? serverClockOffset(contest.now, info.dataUpdatedAt) : 0;
  const phase = usePhase(
    { startTime: contest?.startTime ?? '', endTime: contest?.endTime ?? '' },
    clockOffsetMs,
  );
  useRefreshOnPhaseTurn(cid, contest ? phase : null);
  const [settings, setSettings] = useState(settingsOff);
  const changeSettings = useCallback(
    (change: Partial<ContestViewSettings>) => setSettings((old) => ({ ...old, ...change })),
    [],
  );
  const offsetRef = useRef(clockOffsetMs);
  offsetRef.current = clockOffsetMs;
  const serverNow = useCallback(() => Date.now() + offsetRef.current, []);

  const shell = useMemo((): ContestShell | null => {
    if (!contest) return null;
    const standing = contestStandingOf(contest, phase, viewer, access.data?.access);
    return {
      cid,
      contest,
      phase,
      serverNow,
      standing,
      tabs: visibleContestTabs(contest, standing, openContestComment),
      settings: standing.contestAdmin ? settings : settingsOff,
      changeSettings,
    };
  }, [cid, contest, phase, viewer, access.data, openContestComment, settings, changeSettings, serverNow]);

  if (viewer === null) return { state: 'login-required' };
  if (shell) return { state: 'ready', shell, clockOffsetMs };
  if (info.error) return { state: 'failed', error: info.error };
  return { state: 'loading' };
}

/** At the start and at the end the head and the access are read again (status, count, entry). */
function useRefreshOnPhaseTurn(cid: number, phase: string | null): void {
  const queryClient = useQueryClient();
  const seen = useRef(phase);
  useEffect(() => {
    const before = seen.current;
    seen.current = phase;
    if (before === null || phase === null || before === phase) return;
    void queryClient.invalidateQueries({ queryKey: callKey(getContestInfo, { cid }) });
    void queryClient.invalidateQueries({ queryKey: callKey(getContestAccess, { cid }) });
  }, [cid, phase, queryClient]);
}
