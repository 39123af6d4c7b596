/*
 * The account module's public face: what other modules may use of it (a lint rule allows no other
 * way in). The rest of the folder is its own.
 */
export { profileFieldsOf, sessionUserOf } from './account-view';
export { authenticate, openLoginSession } from './login';
export { logout } from './logout';
export { assertCodeStored, assertCodeUsed, mailAllowanceFor, newMailedCode } from './mailed-code';
