import { useTranslation } from 'react-i18next';
import { genderSchema } from '@oj/shared/api/profile';
import type { ProfileForm } from '../../settings/profile-form';

/** Male, female or secret (spec §3). */
export function GenderSelect({
  value,
  onChange,
}: {
  value: ProfileForm['gender'];
  onChange: (gender: ProfileForm['gender']) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="mb-3 block" htmlFor="profile-gender">
      <span className="mb-1 block text-sm text-slate-600">{t('user-profile.fields.gender')}</span>
      <select
        id="profile-gender"
        value={value}
        onChange={(event) => onChange(genderSchema.parse(event.target.value))}
        className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm outline-none focus:border-blue-500 focus:ring-2 focus:ring-blue-100"
      >
        {genderSchema.options.map((gender) => (
          <option key={gender} value={gender}>
            {t(`user-profile.gender.${gender}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
