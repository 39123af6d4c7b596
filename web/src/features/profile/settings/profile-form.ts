import type { z } from 'zod';
import { problemsOf, type FieldChecks } from '../../../lib/use-form';
import { profileRules, type changeUserInfo, type UserHomeInfo } from '@oj/shared/api/profile';

/** The user-info form of spec §3 (the username is shown, not sent: it cannot change here). */
export type ProfileForm = Required<Omit<z.input<typeof changeUserInfo.body>, 'gender'>> & {
  gender: UserHomeInfo['gender'];
};

export type ProfileField = keyof ProfileForm;

const maxLengths: Record<Exclude<ProfileField, 'gender'>, number> = {
  realname: profileRules.realnameMaxLength,
  cfUsername: profileRules.cfUsernameMaxLength,
  nickname: profileRules.nicknameMaxLength,
  signature: profileRules.signatureMaxLength,
  number: profileRules.numberMaxLength,
  blog: profileRules.blogMaxLength,
  school: profileRules.schoolMaxLength,
  github: profileRules.githubMaxLength,
};

/** The form as the user's stored profile fills it. */
export function profileFormOf(info: UserHomeInfo): ProfileForm {
  return {
    realname: info.realname ?? '',
    cfUsername: info.cfUsername,
    gender: info.gender,
    nickname: info.nickname,
    signature: info.signature,
    number: info.number,
    blog: info.blog,
    school: info.school,
    github: info.github,
  };
}

/** Each limited field's check: the length the server measures (trimmed, the signature as typed). */
export const profileFormChecks: FieldChecks<ProfileForm> = Object.fromEntries(
  (Object.keys(maxLengths) as Exclude<ProfileField, 'gender'>[]).map((field) => [
    field,
    (value: string) =>
      (field === 'signature' ? value : value.trim()).length > maxLengths[field]
        ? { key: 'profile.setting.tooLong', params: { max: maxLengths[field] } }
        : null,
  ]),
);

/** Fields over their limit (the server trims all but the signature, so the form measures the same). */
export function tooLongFields(form: ProfileForm): Exclude<ProfileField, 'gender'>[] {
  const problems = problemsOf(form, profileFormChecks);
  return (Object.keys(maxLengths) as Exclude<ProfileField, 'gender'>[]).filter((field) => problems[field]);
}

/** What change-userInfo gets: every field, trimmed as the server would (the signature keeps its spaces). */
export function profileBodyOf(form: ProfileForm): ProfileForm {
  const trimmed = Object.fromEntries(
    Object.entries(form).map(([field, value]) => [field, field === 'signature' ? value : value.trim()]),
  );
  return trimmed as ProfileForm;
}
