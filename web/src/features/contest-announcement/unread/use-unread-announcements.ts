import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  getContestAnnouncement,
  getContestNotReadAnnouncement,
  type UnreadContestAnnouncement,
} from '@oj/shared/api/contest-announcement';
import { callApi } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { callKey } from '../../../lib/call-query';
import { markAnnouncementRead, readAnnouncementIds } from './read-announcement-ids';

/** Spec part 2, §4: unread announcements are asked for every 60 seconds while inside the contest. */
export const unreadAnnouncementPollMs = 60_000;

/**
 * The contest's announcements this viewer has not read, asked for on entering and then every minute
 * while `enabled`. Each stays on screen until dismissed, which marks it read for this viewer and
 * contest; one on screen is never asked for again. A refusal (the contest closed to the viewer)
 * ends the polling; a lost connection only skips a round.
 */
export function useUnreadAnnouncements(cid: number, viewer: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<UnreadContestAnnouncement[]>([]);
  const onScreen = useRef(new Set<number>());

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const readAnnouncementList = [
        ...new Set([...readAnnouncementIds(localStorage, viewer, cid), ...onScreen.current]),
      ];
      try {
        const unread = await callApi(getContestNotReadAnnouncement, { body: { cid, readAnnouncementList } });
        const fresh = unread.filter((item) => !onScreen.current.has(item.id));
        if (!stopped && fresh.length > 0) {
          for (const item of fresh) onScreen.current.add(item.id);
          setShown((old) => [...old, ...fresh]);
          void queryClient.invalidateQueries({ queryKey: callKey(getContestAnnouncement, { cid }) });
        }
      } catch (error) {
        if (error instanceof ApiError && (error.kind === 'refused' || error.kind === 'http')) return;
      }
      if (!stopped) timer = setTimeout(() => void poll(), unreadAnnouncementPollMs);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [cid, viewer, enabled, queryClient]);

  const dismiss = useCallback(
    (id: number) => {
      markAnnouncementRead(localStorage, viewer, cid, id);
      onScreen.current.delete(id);
      setShown((old) => old.filter((item) => item.id !== id));
    },
    [cid, viewer],
  );
  return { shown, dismiss };
}
