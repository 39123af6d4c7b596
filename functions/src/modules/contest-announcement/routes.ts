import {
  getContestAnnouncement as getContestAnnouncementCall,
  getContestNotReadAnnouncement as getContestNotReadAnnouncementCall,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { getContestAnnouncement } from './get-contest-announcement';
import { getContestNotReadAnnouncement } from './get-contest-not-read-announcement';

/** A contest's announcements for its contestants (spec part 2, §7): anyone who may enter the contest. */
export const contestAnnouncementRoutes: readonly Route[] = [
  route(getContestAnnouncementCall, 'user', getContestAnnouncement, {
    scope: { need: 'enter', of: 'contest' },
  }),
  route(getContestNotReadAnnouncementCall, 'user', getContestNotReadAnnouncement, {
    scope: { need: 'enter', of: 'contest' },
  }),
];
