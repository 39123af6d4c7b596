import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SwitchInfo } from '@oj/shared/api/admin-switch';
import { remoteJudgeAccountFields, type RemoteJudgeAccounts } from '@oj/shared/domain/remote-judge-accounts';
import { Card } from '../../../components/ui/card';
import { Button } from '../../../components/ui/button';
import { showToast } from '../../../lib/toast-store';
import { switchConfigQueryOptions, useUpdateSwitchConfig } from '../api/switch-config';
import { NumberRow, SwitchSection, ToggleRow } from './switch-rows';
import { RemoteJudgeAccountsEditor } from './remote-judge-accounts';

type Toggle =
  | 'register'
  | 'openPublicJudge'
  | 'openContestJudge'
  | 'openGroupJudge'
  | 'hideNonContestSubmissionCode'
  | 'openPublicDiscussion'
  | 'openGroupDiscussion'
  | 'openContestComment';

/** The numbers of the page, each with its upper bound (the website config's). */
const numberFields = {
  defaultSubmitInterval: 600,
  defaultCreateDiscussionDailyLimit: 1000,
  defaultCreateDiscussionACInitValue: 100_000,
  defaultCreateCommentACInitValue: 100_000,
  defaultCreateGroupDailyLimit: 1000,
  defaultCreateGroupLimit: 1000,
  defaultCreateGroupACInitValue: 100_000,
} as const;
type NumberField = keyof typeof numberFields;

const numberTexts = (stored: SwitchInfo) =>
  Object.fromEntries(
    Object.keys(numberFields).map((field) => [field, String(stored[field as NumberField])]),
  ) as Record<NumberField, string>;

const accountsOf = (stored: SwitchInfo) =>
  Object.fromEntries(remoteJudgeAccountFields.map((field) => [field, stored[field]])) as RemoteJudgeAccounts;

/**
 * The site switches (the contract's SwitchConfigDTO): registration; judging, hidden code and the
 * submit interval; the discussion areas and their quotas; the group quotas; the remote judges'
 * accounts. Each section says when its settings take effect.
 */
export function SwitchForm() {
  const { t } = useTranslation();
  const stored = useQuery(switchConfigQueryOptions()).data;
  const save = useUpdateSwitchConfig();
  const [values, setValues] = useState<SwitchInfo | null>(null);
  const [numbers, setNumbers] = useState<Record<NumberField, string> | null>(null);
  // Filled once from the store: a refetch must not undo switches the admin has not saved yet.
  const filled = useRef(false);
  useEffect(() => {
    if (!stored || filled.current) return;
    filled.current = true;
    setValues(stored);
    setNumbers(numberTexts(stored));
  }, [stored]);
  if (!values || !numbers) return <Card title={t('admin-switch.title')}>…</Card>;

  const toggle = (field: Toggle) => (
    <ToggleRow
      label={t(`admin-switch.${field}`)}
      help={t(`admin-switch.help.${field}`)}
      checked={values[field]}
      onChange={(checked) => setValues({ ...values, [field]: checked })}
      testId={`switch-${field}`}
    />
  );
  const number = (field: NumberField, id: string) => (
    <NumberRow
      id={id}
      label={t(`admin-switch.${field}`)}
      help={t(`admin-switch.help.${field}`)}
      value={numbers[field]}
      max={numberFields[field]}
      onChange={(value) => setNumbers({ ...numbers, [field]: value })}
    />
  );
  const body = (): SwitchInfo => ({
    ...values,
    ...(Object.fromEntries(Object.entries(numbers).map(([field, text]) => [field, Number(text)])) as Record<
      NumberField,
      number
    >),
  });
  return (
    <Card title={t('admin-switch.title')} testId="switch-form">
      <p className="mb-2 text-sm text-slate-600">{t('admin-switch.intro')}</p>
      <SwitchSection title={t('admin-switch.sections.account')}>{toggle('register')}</SwitchSection>
      <SwitchSection title={t('admin-switch.sections.judge')}>
        {toggle('openPublicJudge')}
        {toggle('openContestJudge')}
        {toggle('openGroupJudge')}
        {toggle('hideNonContestSubmissionCode')}
        {number('defaultSubmitInterval', 'switch-interval')}
      </SwitchSection>
      <SwitchSection title={t('admin-switch.sections.discussion')}>
        {toggle('openPublicDiscussion')}
        {toggle('openGroupDiscussion')}
        {toggle('openContestComment')}
        {number('defaultCreateDiscussionDailyLimit', 'switch-discussion-daily')}
        {number('defaultCreateDiscussionACInitValue', 'switch-discussion-ac')}
        {number('defaultCreateCommentACInitValue', 'switch-comment-ac')}
      </SwitchSection>
      <SwitchSection title={t('admin-switch.sections.group')}>
        {number('defaultCreateGroupDailyLimit', 'switch-group-daily')}
        {number('defaultCreateGroupLimit', 'switch-group-limit')}
        {number('defaultCreateGroupACInitValue', 'switch-group-ac')}
      </SwitchSection>
      <SwitchSection title={t('admin-switch.sections.remoteJudge')}>
        <p className="pt-2 text-xs text-slate-500">{t('admin-switch.help.remoteJudge')}</p>
        <RemoteJudgeAccountsEditor
          accounts={accountsOf(values)}
          onChange={(accounts) => setValues({ ...values, ...accounts })}
        />
      </SwitchSection>
      <Button
        className="mt-4"
        disabled={save.isPending}
        data-testid="switch-save"
        onClick={() =>
          save.mutate({ body: body() }, { onSuccess: () => showToast('success', t('admin-switch.saved')) })
        }
      >
        {t('admin-switch.save')}
      </Button>
    </Card>
  );
}
