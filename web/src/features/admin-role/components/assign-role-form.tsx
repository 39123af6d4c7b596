import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleCodes, type RoleCode } from '@oj/shared/auth/roles';
import { Card } from '../../../components/ui/card';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { showToast } from '../../../lib/toast-store';
import { useAssignRole } from '../api/assign-role';

const everyRoleCode = (Object.values(roleCodes) as RoleCode[]).sort((a, b) => a - b);

/**
 * Gives an account a role by its username. The server decides who may (the super admin, never taking
 * away their own super admin role) and says why when it refuses; the answer's previous role goes into
 * the success message, so a wrong name is noticed at once.
 */
export function AssignRoleForm() {
  const { t } = useTranslation();
  const assign = useAssignRole();
  const [username, setUsername] = useState('');
  const [type, setType] = useState<RoleCode>(roleCodes.defaultUser);
  const [missing, setMissing] = useState(false);
  const submit = () => {
    if (!username.trim()) return setMissing(true);
    assign.mutate(
      { username: username.trim(), type },
      {
        onSuccess: (answer) =>
          showToast(
            'success',
            answer.previousType === answer.type
              ? t('admin-role.assign.unchanged', {
                  username: answer.username,
                  role: t(`roles.${answer.type}`),
                })
              : t('admin-role.assign.assigned', {
                  username: answer.username,
                  previous: t(`roles.${answer.previousType}`),
                  role: t(`roles.${answer.type}`),
                }),
          ),
      },
    );
  };
  return (
    <Card title={t('admin-role.assign.title')} testId="assign-role">
      <p className="mb-3 text-sm text-slate-600">{t('admin-role.assign.help')}</p>
      <form
        className="grid items-start gap-x-4 md:grid-cols-[1fr_1fr_auto]"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FormField
          id="assign-username"
          label={t('admin-role.assign.username')}
          value={username}
          autoComplete="off"
          onChange={(event) => {
            setUsername(event.target.value);
            setMissing(false);
          }}
          problem={missing ? t('admin-role.assign.usernameRequired') : null}
          data-testid="assign-username"
        />
        <Select
          label={t('admin-role.assign.role')}
          size="lg"
          className="mb-3"
          value={type}
          options={everyRoleCode.map((code) => ({ value: code, label: `${code} · ${t(`roles.${code}`)}` }))}
          onChange={setType}
          data-testid="assign-type"
        />
        <Button
          type="submit"
          className="mb-3 md:mt-6"
          disabled={assign.isPending}
          data-testid="assign-submit"
        >
          {t('admin-role.assign.submit')}
        </Button>
      </form>
      <p className="text-xs text-slate-500">{t('admin-role.assign.rules')}</p>
    </Card>
  );
}
