import { useTranslation } from 'react-i18next';
import type { AdminContestRow } from '@oj/shared/api/admin-contest';
import { AppLink } from '../../../../components/app-link';
import { Button } from '../../../../components/ui/button';

interface ContestRowActionsProps {
  row: AdminContestRow;
  /** Only the super admin deletes (the contract's DELETE row). */
  canDelete: boolean;
  cloning: boolean;
  onClone: (row: AdminContestRow) => void;
  onDelete: (row: AdminContestRow) => void;
}

const link = 'text-sm whitespace-nowrap text-blue-600 hover:underline';

/** Edit, its problems and announcements, clone, and delete for the super admin. */
export function ContestRowActions({ row, canDelete, cloning, onClone, onDelete }: ContestRowActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <AppLink href={`/admin/contest/${row.id}/edit`} className={link} data-testid="contest-edit">
        {t('admin-contest.list.edit')}
      </AppLink>
      <AppLink href={`/admin/contest/${row.id}/problems`} className={link} data-testid="contest-problems">
        {t('admin-contest.list.problems')}
      </AppLink>
      <AppLink
        href={`/admin/contest/${row.id}/announcement`}
        className={link}
        data-testid="contest-announcements"
      >
        {t('admin-contest.list.announcements')}
      </AppLink>
      <Button variant="link" disabled={cloning} onClick={() => onClone(row)} data-testid="contest-clone">
        {t('admin-contest.list.clone')}
      </Button>
      {canDelete ? (
        <Button
          variant="link"
          className="text-red-600"
          onClick={() => onDelete(row)}
          data-testid="contest-delete"
        >
          {t('admin-contest.list.delete')}
        </Button>
      ) : null}
    </div>
  );
}
