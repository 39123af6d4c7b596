import { useTranslation } from 'react-i18next';
import type { AdminContestRow } from '@oj/shared/api/admin-contest';
import { RowActions } from '../../../../components/admin-list/row-actions';

interface ContestRowActionsProps {
  row: AdminContestRow;
  /** Only the super admin deletes (the contract's DELETE row). */
  canDelete: boolean;
  cloning: boolean;
  onClone: (row: AdminContestRow) => void;
  onDelete: (row: AdminContestRow) => void;
}

/** Edit, its problems and announcements, clone, and delete for the super admin. */
export function ContestRowActions({ row, canDelete, cloning, onClone, onDelete }: ContestRowActionsProps) {
  const { t } = useTranslation();
  const screen = (tail: string) => `/admin/contest/${row.id}/${tail}`;
  return (
    <RowActions
      actions={[
        { text: t('admin-contest.list.edit'), href: screen('edit'), testId: 'contest-edit' },
        { text: t('admin-contest.list.problems'), href: screen('problems'), testId: 'contest-problems' },
        {
          text: t('admin-contest.list.announcements'),
          href: screen('announcement'),
          testId: 'contest-announcements',
        },
        {
          text: t('admin-contest.list.clone'),
          onClick: () => onClone(row),
          disabled: cloning,
          testId: 'contest-clone',
        },
        canDelete && {
          text: t('admin-contest.list.delete'),
          onClick: () => onDelete(row),
          danger: true,
          testId: 'contest-delete',
        },
      ]}
    />
  );
}
