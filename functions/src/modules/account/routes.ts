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
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
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

/** Accounts: registering, logging in and out, captchas, passwords, and who the caller is. */
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
];
