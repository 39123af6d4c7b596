import { useTranslation } from 'react-i18next';
import type { WebsiteConfig } from '@oj/shared/domain/website-config';
import { FormField } from '../../../components/ui/form-field';

/** The website settings typed as one line of text each. */
export type WebsiteTextField =
  | 'baseUrl'
  | 'name'
  | 'shortName'
  | 'recordName'
  | 'recordUrl'
  | 'projectName'
  | 'projectUrl'
  | 'rankTeacherTitleMarker'
  | 'rankStudentTitleMarker';

interface WebsiteTextFieldsProps {
  fields: readonly WebsiteTextField[];
  /** The line under the fields: what they take. */
  help: string;
  values: WebsiteConfig;
  onValues: (values: WebsiteConfig) => void;
}

/** Website settings side by side in two columns (one on a phone), each labelled by its key, and their help. */
export function WebsiteTextFields({ fields, help, values, onValues }: WebsiteTextFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className="grid gap-x-4 md:grid-cols-2">
        {fields.map((field) => (
          <FormField
            key={field}
            id={`web-${field}`}
            label={t(`admin-config.website.${field}`)}
            value={values[field]}
            onChange={(event) => onValues({ ...values, [field]: event.target.value })}
            data-testid={`web-${field}`}
          />
        ))}
      </div>
      <p className="-mt-2 mb-3 text-xs text-slate-500">{help}</p>
    </>
  );
}
