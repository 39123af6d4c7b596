import {
  checkUsernameOrEmail as checkUsernameOrEmailCall,
  getRegisterCode as getRegisterCodeCall,
  register as registerCall,
  getSlideCaptcha as getSlideCaptchaCall,
  getUserAuthInfo as getUserAuthInfoCall,
  login as loginCall,
  logout as logoutCall,
} from '@oj/shared';
import { route, type Route } from '../../frame/route';
import { login } from './login';
import { logout } from './logout';
import { getUserAuthInfo } from './get-user-auth-info';
import { getSlideCaptcha } from './get-slide-captcha';
import { getRegisterCode } from './get-register-code';
import { checkUsernameOrEmail } from './check-username-or-email';
import { register } from './register';

/** The account area: registering, logging in and out, and who the caller is. */
export const accountRoutes: readonly Route[] = [
  route(loginCall, 'anyone', login),
  route(logoutCall, 'user', logout),
  route(getUserAuthInfoCall, 'user', getUserAuthInfo),
  route(getSlideCaptchaCall, 'anyone', getSlideCaptcha),
  route(getRegisterCodeCall, 'anyone', getRegisterCode),
  route(checkUsernameOrEmailCall, 'anyone', checkUsernameOrEmail),
  route(registerCall, 'anyone', register),
];
