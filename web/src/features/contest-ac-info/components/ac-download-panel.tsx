import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContestAcSplitType } from '@oj/shared/api/file-contest-downloads';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { downloadAcSubmissions } from '../api/download-contest-ac-submission';
import { CheckboxField } from '../../../components/ui/checkbox-field';

/** The accepted answers of the contest as one zip: a folder per user or per problem, admins' left out on request. */
export function AcDownloadPanel({ cid }: { cid: number }) {
  const { t } = useTranslation();
  const [splitType, setSplitType] = useState<ContestAcSplitType>('user');
  const [excludeAdmin, setExcludeAdmin] = useState(true);
  const [busy, setBusy] = useState(false);

  async function download(): Promise<void> {
    setBusy(true);
    try {
      await downloadAcSubmissions(cid, splitType, excludeAdmin);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      className="flex flex-wrap items-end gap-x-4 gap-y-3 rounded-lg border border-slate-200 bg-white px-4 py-3"
      data-testid="ac-download"
    >
      <div className="min-w-0 basis-full sm:basis-auto sm:flex-1">
        <h2 className="text-base font-semibold text-slate-800">{t('contest-ac-info.download.heading')}</h2>
        <p className="text-xs text-slate-500">{t('contest-ac-info.download.hint')}</p>
      </div>
      <Select
        label={t('contest-ac-info.download.splitType')}
        labelPlacement="beside"
        size="sm"
        value={splitType}
        onChange={setSplitType}
        options={[
          { value: 'user', label: t('contest-ac-info.download.byUser') },
          { value: 'problem', label: t('contest-ac-info.download.byProblem') },
        ]}
        data-testid="ac-download-split"
      />
      <CheckboxField
        label={t('contest-ac-info.download.excludeAdmin')}
        checked={excludeAdmin}
        onChange={setExcludeAdmin}
        testId="ac-download-exclude-admin"
      />
      <Button
        className="py-1.5"
        disabled={busy}
        onClick={() => void download()}
        data-testid="ac-download-button"
      >
        {busy ? t('contest-ac-info.download.busy') : t('contest-ac-info.download.button')}
      </Button>
    </section>
  );
}
