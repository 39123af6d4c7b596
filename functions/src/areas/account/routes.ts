import {
  applyResetPassword as applyResetPasswordCall,
  changePassword as changePasswordCall,
  getCaptcha as getCaptchaCall,
  resetPassword as resetPasswordCall,
  checkUsernameOrEmail as checkUsernameOrEmailCall,
  getRegisterCode as getRegisterCodeCall,
  register as registerCall,
  getSlideCaptcha as getSlideCaptchaCall,
  getUserAuthInfo as getUserAuthInfoCall,
  login as loginCall,
  logout as logoutCall,
  getChangeEmailCode as getChangeEmailCodeCall,
  changeEmail as changeEmailCall,
  changeUserInfo as changeUserInfoCall,
  getUserHomeInfo as getUserHomeInfoCall,
  getUserCalendarHeatmap as getUserCalendarHeatmapCall,
  uploadAvatar as uploadAvatarCall,
} from '@oj/shared';
import { route, type Route } from '../../frame/route';
import { login } from './login';
import { logout } from './logout';
import { getUserAuthInfo } from './get-user-auth-info';
import { getSlideCaptcha } from './get-slide-captcha';
import { getRegisterCode } from './get-register-code';
import { checkUsernameOrEmail } from './check-username-or-email';
import { register } from './register';
import { getCaptcha } from './get-captcha';
import { applyResetPassword } from './apply-reset-password';
import { resetPassword } from './reset-password';
import { changePassword } from './change-password';
import { getChangeEmailCode } from './get-change-email-code';
import { changeEmail } from './change-email';
import { changeUserInfo } from './change-user-info';
import { getUserHomeInfo } from './get-user-home-info';
import { getUserCalendarHeatmap } from './get-user-calendar-heatmap';
import { uploadAvatar } from './upload-avatar';

/** The account area: registering, logging in and out, passwords, who the caller is, and profiles. */
export const accountRoutes: readonly Route[] = [
  route(loginCall, 'anyone', login),
  route(logoutCall, 'user', logout),
  route(getUserAuthInfoCall, 'user', getUserAuthInfo),
  route(getSlideCaptchaCall, 'anyone', getSlideCaptcha),
  route(getRegisterCodeCall, 'anyone', getRegisterCode),
  route(checkUsernameOrEmailCall, 'anyone', checkUsernameOrEmail),
  route(registerCall, 'anyone', register),
  route(getCaptchaCall, 'anyone', getCaptcha),
  route(applyResetPasswordCall, 'anyone', applyResetPassword),
  route(resetPasswordCall, 'anyone', resetPassword),
  route(changePasswordCall, 'user', changePassword),
  route(getChangeEmailCodeCall, 'user', getChangeEmailCode),
  route(changeEmailCall, 'user', changeEmail),
  route(changeUserInfoCall, 'user', changeUserInfo),
  route(getUserHomeInfoCall, 'anyone', getUserHomeInfo),
  route(getUserCalendarHeatmapCall, 'anyone', getUserCalendarHeatmap),
  route(uploadAvatarCall, 'user', uploadAvatar),
];
