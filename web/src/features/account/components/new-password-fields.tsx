import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';

interface FieldBinding {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  problem: string | null;
}

interface NewPasswordFieldsProps {
  /** The form holding `password` and `repeat` (its `field` binding). */
  form: { field: (name: 'password' | 'repeat') => FieldBinding };
  /** Prefix of the inputs' ids: `<prefix>-password`, `<prefix>-repeat`. */
  idPrefix: string;
  passwordLabel: string;
}

/** A new password and its repeat (spec §5), as the register dialog and the reset-password page ask. */
export function NewPasswordFields({ form, idPrefix, passwordLabel }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        id={`${idPrefix}-password`}
        type="password"
        label={passwordLabel}
        {...form.field('password')}
      />
      <FormField
        id={`${idPrefix}-repeat`}
        type="password"
        label={t('fields.passwordRepeat')}
        {...form.field('repeat')}
      />
    </>
  );
}
