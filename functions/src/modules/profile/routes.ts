import {
  getChangeEmailCode as getChangeEmailCodeCall,
  changeEmail as changeEmailCall,
  changeUserInfo as changeUserInfoCall,
  getUserHomeInfo as getUserHomeInfoCall,
  getUserCalendarHeatmap as getUserCalendarHeatmapCall,
  uploadAvatar as uploadAvatarCall,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { getChangeEmailCode } from './get-change-email-code';
import { changeEmail } from './change-email';
import { changeUserInfo } from './change-user-info';
import { getUserHomeInfo } from './get-user-home-info';
import { getUserCalendarHeatmap } from './get-user-calendar-heatmap';
import { uploadAvatar } from './upload-avatar';

/** Profiles: a user's home page and heatmap for anyone; the owner's settings, email and avatar. */
export const profileRoutes: readonly Route[] = [
  route(getChangeEmailCodeCall, 'user', getChangeEmailCode),
  route(changeEmailCall, 'user', changeEmail),
  route(changeUserInfoCall, 'user', changeUserInfo),
  route(getUserHomeInfoCall, 'anyone', getUserHomeInfo),
  route(getUserCalendarHeatmapCall, 'anyone', getUserCalendarHeatmap),
  route(uploadAvatarCall, 'user', uploadAvatar),
];
