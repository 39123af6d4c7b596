import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProfileUser } from '@oj/shared/api/profile';
import { userHomeInfoQueryOptions } from '../../api/get-user-home-info';
import { AvatarUpload } from './avatar-upload';
import { CollapsibleSection } from './collapsible-section';
import { EmailChangeForm } from './email-form';
import { PasswordChangeForm } from './password-form';
import { ProfileSettingsForm } from './profile-settings-form';

export interface SettingsViewProps {
  /** The logged-in user as the session knows them. */
  email: string;
  isAdmin: boolean;
  /** A call answered the user's new info: the session should keep it (the header shows the avatar). */
  onUserChanged: (user: ProfileUser) => void;
  /** The password changed and every session ended: log this tab out. */
  onPasswordChanged: () => void;
}

/** The settings page of spec §2: profile settings, then account settings, each collapsible. */
export function SettingsView({ email, isAdmin, onUserChanged, onPasswordChanged }: SettingsViewProps) {
  const { t } = useTranslation();
  // The caller's own info: it fills the form (with the real name, shown only to the owner).
  const { data: info } = useQuery(userHomeInfoQueryOptions({}));
  if (!info) return <div className="h-64 animate-pulse rounded-xl bg-slate-100" />;
  return (
    <div
      // Locked fields (username, admin-only ones, the current email) read as locked.
      className="mx-auto max-w-3xl space-y-6 [&_input:disabled]:cursor-not-allowed [&_input:disabled]:bg-slate-50 [&_input:disabled]:text-slate-500"
      data-testid="settings"
    >
      <h1 className="text-xl font-semibold text-slate-800">{t('profile.setting.title')}</h1>
      <CollapsibleSection title={t('profile.setting.profileSection')} testId="profile-section">
        <ProfileSettingsForm key={info.uid} info={info} isAdmin={isAdmin} onSaved={onUserChanged} />
      </CollapsibleSection>
      <CollapsibleSection title={t('profile.setting.accountSection')} testId="account-section">
        <div className="space-y-8">
          <AvatarUpload avatar={info.avatar} username={info.username} onUploaded={onUserChanged} />
          <div className="grid gap-8 border-t border-slate-100 pt-6 md:grid-cols-2">
            <PasswordChangeForm onChanged={onPasswordChanged} />
            <EmailChangeForm currentEmail={email} onChanged={onUserChanged} />
          </div>
        </div>
      </CollapsibleSection>
    </div>
  );
}
