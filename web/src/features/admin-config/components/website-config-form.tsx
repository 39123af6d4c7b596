import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WebsiteConfig } from '@oj/shared/domain/website-config';
import { Card } from '../../../components/ui/card';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { showToast } from '../../../lib/toast-store';
import { useSetWebConfig, webConfigQueryOptions } from '../api/web-config';
import { TextAreaField } from './text-area-field';
import { WebsiteTextFields, type WebsiteTextField } from './website-text-fields';

const textFields: readonly WebsiteTextField[] = [
  'name',
  'shortName',
  'baseUrl',
  'recordName',
  'recordUrl',
  'projectName',
  'projectUrl',
];
const rankMarkerFields: readonly WebsiteTextField[] = ['rankTeacherTitleMarker', 'rankStudentTitleMarker'];

/** The website form: names, addresses, footer description with its countdown events, register, prefixes. */
export function WebsiteConfigForm() {
  const { t } = useTranslation();
  const stored = useQuery(webConfigQueryOptions()).data;
  const save = useSetWebConfig();
  const [values, setValues] = useState<WebsiteConfig | null>(null);
  const [prefixes, setPrefixes] = useState('');
  // The stored values fill the form once; a later refetch (focus, another tab's save) must not wipe
  // what the admin is typing.
  const filled = useRef(false);
  useEffect(() => {
    if (!stored || filled.current) return;
    filled.current = true;
    setValues(stored);
    setPrefixes(stored.blockedProblemPrefixes.join(', '));
  }, [stored]);
  if (!values) return <Card title={t('admin-config.website.title')}>…</Card>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const blockedProblemPrefixes = prefixes
      .split(',')
      .map((prefix) => prefix.trim())
      .filter(Boolean);
    const { openPublicDiscussion: _a, openGroupDiscussion: _b, openContestComment: _c, ...fields } = values;
    const { defaultSubmitInterval: _d, ...body } = fields;
    save.mutate(
      { body: { ...body, blockedProblemPrefixes } },
      { onSuccess: () => showToast('success', t('admin-config.website.saved')) },
    );
  };
  return (
    <Card title={t('admin-config.website.title')} testId="website-config">
      <form onSubmit={submit} noValidate>
        <WebsiteTextFields
          fields={textFields}
          help={t('admin-config.website.baseUrlHelp')}
          values={values}
          onValues={setValues}
        />
        <TextAreaField
          id="web-description"
          rows={5}
          label={t('admin-config.website.description')}
          help={t('admin-config.website.descriptionHelp')}
          value={values.description}
          onChange={(event) => setValues({ ...values, description: event.target.value })}
          data-testid="web-description"
        />
        <FormField
          id="web-prefixes"
          label={t('admin-config.website.blockedPrefixes')}
          value={prefixes}
          onChange={(event) => setPrefixes(event.target.value)}
          data-testid="web-prefixes"
        />
        <p className="-mt-2 mb-3 text-xs text-slate-500">{t('admin-config.website.blockedPrefixesHelp')}</p>
        <WebsiteTextFields
          fields={rankMarkerFields}
          help={t('admin-config.website.rankMarkersHelp')}
          values={values}
          onValues={setValues}
        />
        <label className="mb-4 flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={values.register}
            onChange={(event) => setValues({ ...values, register: event.target.checked })}
            data-testid="web-register"
          />
          {t('admin-config.website.register')}
        </label>
        <Button type="submit" disabled={save.isPending} data-testid="web-save">
          {t('admin-config.website.save')}
        </Button>
      </form>
    </Card>
  );
}
