import { keepLastParagraphs, type changeUserInfo as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { isAdmin } from '../../policy/viewer';
import { getWebsiteConfig } from '../../data/website-config/get-website-config';
import { getUser } from '../../data/users/find-user';
import { realnameCodes, type UserAccount } from '../../data/users/user-item';
import { updateProfile, type ProfileChanges } from '../../data/users/update-profile';
import { profileUserOf } from './profile-view';

/**
 * Fields that carry privileges: `school` holds the coin balance and `number` the vip styling (spec §3,
 * §2), so only an administrator may change them. The form sends them back unchanged, which passes.
 */
const adminOnlyFields = ['school', 'number'] as const;

/**
 * The words of the real name open blocked problem prefixes (spec §5), but only those an administrator
 * granted (`problemCodeGrants`), so a word written before its prefix was blocked opens nothing. A user
 * adding a word that is a blocked prefix now is told to ask an administrator rather than left to wonder.
 */
async function checkRealname(user: UserAccount, realname: string): Promise<void> {
  // Words already there may stay (the settings form sends every field back); they grant only if granted.
  const held = new Set(realnameCodes(user.realname));
  const added = realnameCodes(realname).filter((code) => !held.has(code));
  if (added.length === 0) return;
  const blocked = new Set((await getWebsiteConfig()).blockedProblemPrefixes.map((p) => p.toUpperCase()));
  const granted = added.find((code) => blocked.has(code));
  if (granted) throw new AppError('realnameGrantsBlockedProblems', { code: granted });
}

/** POST /api/change-userInfo: sets the profile fields sent (not the username) and returns the user info. */
export const changeUserInfo: Handler<typeof call, 'user'> = async ({ body }, context) => {
  // The session outlived its account only if the account was deleted meanwhile.
  const user = await getUser(context.user.uid);
  if (!user) throw new AppError('loginRequired');
  const byAdmin = isAdmin(context.user);
  if (!byAdmin) {
    for (const field of adminOnlyFields) {
      const value = body[field];
      if (value !== undefined && value !== (user[field] ?? ''))
        throw new AppError('profileFieldLocked', { field });
    }
    if (body.realname !== undefined) await checkRealname(user, body.realname);
  }
  const changes: ProfileChanges = {
    ...body,
    signature: body.signature === undefined ? undefined : keepLastParagraphs(body.signature),
    // The form sends `number` back unchanged; only a change writes it (and the VIP directory with it).
    number: body.number === (user.number ?? '') ? undefined : body.number,
    // An administrator's real name is a grant of its words; anyone else's grants stay as they were.
    problemCodeGrants: byAdmin && body.realname !== undefined ? realnameCodes(body.realname) : undefined,
  };
  const updated = (await updateProfile(user.uid, changes)) ?? user;
  context.log.info('profile changed', { uid: user.uid, fields: Object.keys(body) });
  return profileUserOf(updated);
};
