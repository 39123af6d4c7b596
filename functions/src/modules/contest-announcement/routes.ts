import {
  getContestAnnouncement as getContestAnnouncementCall,
  getContestNotReadAnnouncement as getContestNotReadAnnouncementCall,
} from '@oj/shared';
import { route, type Route } from '../../frame/route';
import { getContestAnnouncement } from './get-contest-announcement';
import { getContestNotReadAnnouncement } from './get-contest-not-read-announcement';

/** A contest's announcements for its contestants (spec part 2, §7): anyone who may enter the contest. */
export const contestAnnouncementRoutes: readonly Route[] = [
  route(getContestAnnouncementCall, 'user', getContestAnnouncement),
  route(getContestNotReadAnnouncementCall, 'user', getContestNotReadAnnouncement),
];
