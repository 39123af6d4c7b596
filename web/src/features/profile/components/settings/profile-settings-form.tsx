import { useTranslation } from 'react-i18next';
import type { ProfileUser, UserHomeInfo } from '@oj/shared/api/profile';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';
import { showToast } from '../../../../lib/toast-store';
import { useChangeUserInfo } from '../../api/change-user-info';
import { useForm } from '../../../../lib/use-form';
import {
  profileBodyOf,
  profileFormChecks,
  profileFormOf,
  type ProfileForm,
} from '../../settings/profile-form';
import { GenderSelect } from './gender-select';
import { TextAreaField } from './text-area-field';

type TextField = Exclude<keyof ProfileForm, 'gender' | 'signature'>;
/** number and school are set by administrators (vip styling, coin balance); others see them locked. */
const adminOnlyFields = new Set<TextField>(['number', 'school']);
const textFields: TextField[] = ['realname', 'nickname', 'cfUsername', 'school', 'number', 'blog', 'github'];

/** The user-info form of spec §3, sent whole to change-userInfo. */
export function ProfileSettingsForm({
  info,
  isAdmin,
  onSaved,
}: {
  info: UserHomeInfo;
  isAdmin: boolean;
  onSaved: (user: ProfileUser) => void;
}) {
  const { t } = useTranslation();
  // A text over its limit is said while typing, not only after a save.
  const form = useForm(() => profileFormOf(info), profileFormChecks, { showProblems: 'always' });
  const change = useChangeUserInfo();

  const submit = form.handleSubmit((values) =>
    change.mutate(profileBodyOf(values), {
      onSuccess: (user) => {
        showToast('success', t('profile.setting.updated'));
        onSaved(user);
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate data-testid="profile-form">
      <div className="grid gap-x-6 sm:grid-cols-2">
        <FormField
          id="profile-username"
          label={t('profile.fields.username')}
          value={info.username}
          disabled
        />
        <GenderSelect value={form.values.gender} onChange={(gender) => form.set('gender', gender)} />
        {textFields.map((field) => (
          <FormField
            key={field}
            id={`profile-${field}`}
            label={t(`profile.fields.${field}`)}
            {...form.field(field)}
            disabled={adminOnlyFields.has(field) && !isAdmin}
            title={adminOnlyFields.has(field) && !isAdmin ? t('profile.setting.adminOnly') : undefined}
          />
        ))}
      </div>
      <TextAreaField
        id="profile-signature"
        label={t('profile.fields.signature')}
        {...form.field('signature')}
      />
      <Button type="submit" disabled={change.isPending} data-testid="save-profile">
        {t('profile.setting.save')}
      </Button>
    </form>
  );
}
