import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { showToast } from '../../../lib/toast-store';
import { emailConfigQueryOptions, useSetEmailConfig, useTestEmail } from '../api/email-config';

/** The sender of the site's mail, how mail leaves this deployment, and the test email button. */
export function EmailConfigCard() {
  const { t } = useTranslation();
  const stored = useQuery(emailConfigQueryOptions()).data;
  const save = useSetEmailConfig();
  const test = useTestEmail();
  const [address, setAddress] = useState('');
  const [name, setName] = useState('');
  const [testTo, setTestTo] = useState('');
  // Filled once from the store: a refetch must not wipe what the admin is typing.
  const filled = useRef(false);
  useEffect(() => {
    if (!stored || filled.current) return;
    filled.current = true;
    setAddress(stored.emailUsername);
    setName(stored.emailSenderName);
  }, [stored]);
  const sender = stored?.deploymentSender ?? t('admin-config.email.noDeploymentSender');
  return (
    <Card title={t('admin-config.email.title')} testId="email-config">
      <p className="mb-4 rounded-md bg-slate-50 p-3 text-sm text-slate-600" data-testid="email-delivery">
        {stored?.delivery === 'ses'
          ? t('admin-config.email.deliverySes')
          : t('admin-config.email.deliveryOutbox')}
      </p>
      <div className="grid gap-x-4 md:grid-cols-2">
        <FormField
          id="email-address"
          type="email"
          label={t('admin-config.email.senderAddress')}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          data-testid="email-address"
        />
        <FormField
          id="email-name"
          label={t('admin-config.email.senderName')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          data-testid="email-name"
        />
      </div>
      <p className="-mt-2 mb-3 text-xs text-slate-500">
        {t('admin-config.email.senderAddressHelp', { sender })}
      </p>
      <Button
        disabled={save.isPending}
        data-testid="email-save"
        onClick={() =>
          save.mutate(
            { body: { emailUsername: address.trim(), emailSenderName: name.trim() } },
            { onSuccess: () => showToast('success', t('admin-config.email.saved')) },
          )
        }
      >
        {t('admin-config.email.save')}
      </Button>
      <div className="mt-5 flex flex-wrap items-end gap-3 border-t border-slate-100 pt-4">
        <div className="min-w-0 flex-1 basis-64">
          <FormField
            id="email-test-to"
            type="email"
            label={t('admin-config.email.testAddress')}
            value={testTo}
            onChange={(event) => setTestTo(event.target.value)}
            data-testid="email-test-to"
          />
        </div>
        <Button
          variant="secondary"
          className="mb-3"
          disabled={test.isPending}
          data-testid="email-test"
          onClick={() =>
            test.mutate(
              { body: { email: testTo.trim() } },
              {
                onSuccess: () =>
                  showToast('success', t('admin-config.email.testSent', { email: testTo.trim() })),
              },
            )
          }
        >
          {t('admin-config.email.sendTest')}
        </Button>
      </div>
    </Card>
  );
}
