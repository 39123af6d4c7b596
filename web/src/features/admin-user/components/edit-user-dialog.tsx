import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleCodes, type RoleCode } from '@oj/shared/auth/roles';
import type { AdminUserRow } from '@oj/shared/api/admin-user';
import { Modal } from '../../../components/ui/modal';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Select } from '../../../components/ui/select';
import { showToast } from '../../../lib/toast-store';
import { useEditUser } from '../api/user-writes';

interface EditUserDialogProps {
  user: AdminUserRow;
  isSelf: boolean;
  onClose: () => void;
}

const allRoleCodes = Object.values(roleCodes) as RoleCode[];

/** Edits one account: role, status, email, real name, title and, when asked, a new password. */
export function EditUserDialog({ user, isSelf, onClose }: EditUserDialogProps) {
  const { t } = useTranslation();
  const edit = useEditUser();
  const [type, setType] = useState<RoleCode>((user.roles[0]?.id ?? 1002) as RoleCode);
  const [status, setStatus] = useState<0 | 1>(user.status === 1 ? 1 : 0);
  const [email, setEmail] = useState(user.email);
  const [realname, setRealname] = useState(user.realname);
  const [titleName, setTitleName] = useState(user.titleName);
  const [titleColor, setTitleColor] = useState(user.titleColor || '#409EFF');
  const [setNewPwd, setSetNewPwd] = useState(false);
  const [password, setPassword] = useState('');
  const passwordProblem = setNewPwd && (password.length < 6 || password.length > 20);
  const save = () =>
    edit.mutate(
      {
        uid: user.uid,
        username: user.username,
        type,
        status,
        email,
        realname,
        titleName,
        titleColor,
        setNewPwd,
        password,
      },
      {
        onSuccess: () => {
          showToast('success', t('admin-user.edit.saved'));
          onClose();
        },
      },
    );
  return (
    <Modal open onClose={onClose} title={t('admin-user.edit.title', { username: user.username })}>
      <div className="space-y-3" data-testid="edit-user-dialog">
        {isSelf ? (
          <p className="rounded bg-amber-50 px-3 py-2 text-xs text-amber-700">
            {t('admin-user.edit.selfNote')}
          </p>
        ) : null}
        <Select
          label={t('admin-user.edit.role')}
          size="lg"
          value={type}
          disabled={isSelf}
          options={allRoleCodes.map((code) => ({ value: code, label: t(`roles.${code}`) }))}
          onChange={setType}
          data-testid="edit-role"
        />
        <Select
          label={t('admin-user.edit.status')}
          size="lg"
          value={status}
          disabled={isSelf}
          options={[
            { value: 0 as const, label: t('admin-user.list.enabled') },
            { value: 1 as const, label: t('admin-user.list.disabled') },
          ]}
          onChange={setStatus}
          data-testid="edit-status"
        />
        <FormField
          label={t('admin-user.edit.email')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <FormField
          label={t('admin-user.edit.realname')}
          value={realname}
          onChange={(e) => setRealname(e.target.value)}
        />
        <div className="grid grid-cols-[1fr_auto] gap-3">
          <FormField
            label={t('admin-user.edit.titleName')}
            value={titleName}
            onChange={(e) => setTitleName(e.target.value)}
          />
          <label className="block">
            <span className="mb-1 block text-sm text-slate-600">{t('admin-user.edit.titleColor')}</span>
            <input
              type="color"
              className="h-9 w-16 rounded border border-slate-300"
              value={titleColor}
              onChange={(e) => setTitleColor(e.target.value)}
            />
          </label>
        </div>
        <CheckboxField
          label={t('admin-user.edit.setNewPwd')}
          checked={setNewPwd}
          onChange={setSetNewPwd}
          testId="edit-set-password"
        />
        {setNewPwd ? (
          <FormField
            label={t('admin-user.edit.password')}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            data-testid="edit-password"
          />
        ) : null}
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose}>
            {t('admin-user.edit.cancel')}
          </Button>
          <Button disabled={edit.isPending || passwordProblem} onClick={save} data-testid="edit-save">
            {t('admin-user.edit.save')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
