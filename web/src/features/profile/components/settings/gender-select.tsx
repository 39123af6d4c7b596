import { useTranslation } from 'react-i18next';
import { genderSchema } from '@oj/shared/api/profile';
import { Select } from '../../../../components/ui/select';
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
    <Select
      id="profile-gender"
      label={t('profile.fields.gender')}
      size="lg"
      className="mb-3"
      value={value}
      options={genderSchema.options.map((gender) => ({
        value: gender,
        label: t(`profile.gender.${gender}`),
      }))}
      onChange={onChange}
    />
  );
}
