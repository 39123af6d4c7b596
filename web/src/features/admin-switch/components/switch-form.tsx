import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SwitchConfig } from '@oj/shared/domain/switch-config';
import { Card } from '../../../components/ui/card';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { showToast } from '../../../lib/toast-store';
import { switchConfigQueryOptions, useUpdateSwitchConfig } from '../api/switch-config';

type Toggle = 'register' | 'openPublicDiscussion' | 'openGroupDiscussion' | 'openContestComment';

function ToggleRow({
  label,
  help,
  checked,
  onChange,
  testId,
}: {
  label: string;
  help: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start justify-between gap-4 border-b border-slate-100 py-3">
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-800">{label}</p>
        <p className="mt-0.5 text-xs text-slate-500">{help}</p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={label}
        data-testid={testId}
        onClick={() => onChange(!checked)}
        className={`flex h-7 w-16 shrink-0 items-center rounded-full px-1 text-xs font-medium transition ${checked ? 'justify-end bg-blue-600 text-white' : 'justify-start bg-slate-300 text-slate-700'}`}
      >
        <span className="px-1">{checked ? t('admin-switch.on') : t('admin-switch.off')}</span>
      </button>
    </div>
  );
}

/** The site switches: register, the discussion and comment switches, and the submit interval. */
export function SwitchForm() {
  const { t } = useTranslation();
  const stored = useQuery(switchConfigQueryOptions()).data;
  const save = useUpdateSwitchConfig();
  const [values, setValues] = useState<SwitchConfig | null>(null);
  const [interval, setIntervalText] = useState('');
  // Filled once from the store: a refetch must not undo switches the admin has not saved yet.
  const filled = useRef(false);
  useEffect(() => {
    if (!stored || filled.current) return;
    filled.current = true;
    setValues(stored);
    setIntervalText(String(stored.defaultSubmitInterval));
  }, [stored]);
  if (!values) return <Card title={t('admin-switch.title')}>…</Card>;
  const toggle = (field: Toggle, help: string) => (
    <ToggleRow
      label={t(`admin-switch.${field}`)}
      help={help}
      checked={values[field]}
      onChange={(checked) => setValues({ ...values, [field]: checked })}
      testId={`switch-${field}`}
    />
  );
  return (
    <Card title={t('admin-switch.title')} testId="switch-form">
      <p className="mb-2 text-sm text-slate-600">{t('admin-switch.intro')}</p>
      {toggle('register', t('admin-switch.registerHelp'))}
      {toggle('openPublicDiscussion', t('admin-switch.discussionHelp'))}
      {toggle('openGroupDiscussion', t('admin-switch.discussionHelp'))}
      {toggle('openContestComment', t('admin-switch.discussionHelp'))}
      <div className="max-w-sm pt-3">
        <FormField
          id="switch-interval"
          type="number"
          min={0}
          max={600}
          label={t('admin-switch.defaultSubmitInterval')}
          value={interval}
          onChange={(event) => setIntervalText(event.target.value)}
          data-testid="switch-interval"
        />
        <p className="-mt-2 mb-4 text-xs text-slate-500">{t('admin-switch.intervalHelp')}</p>
      </div>
      <Button
        disabled={save.isPending}
        data-testid="switch-save"
        onClick={() =>
          save.mutate(
            { body: { ...values, defaultSubmitInterval: Number(interval) } },
            { onSuccess: () => showToast('success', t('admin-switch.saved')) },
          )
        }
      >
        {t('admin-switch.save')}
      </Button>
    </Card>
  );
}
