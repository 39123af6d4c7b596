import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TrainingCategory } from '@oj/shared/api/training';
import { trainingRules } from '@oj/shared/domain/training';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/card';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { DeleteConfirm } from '../../../components/ui/delete-confirm';
import { ListCard } from '../../../components/ui/list-card';
import { showToast } from '../../../lib/toast-store';
import {
  categoriesQueryOptions,
  useAddCategory,
  useDeleteCategory,
  useUpdateCategory,
} from '../api/category-calls';
import { categoryKind, categoryNameProblem } from '../category-kind';

const defaultColor = '#2d8cf0';
const input =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm outline-none focus:border-blue-500 focus:ring-2 focus:ring-blue-100';

/** A category's name and colour being typed: a new one, or one under edit. */
function CategoryFields(props: {
  name: string;
  color: string;
  onName: (name: string) => void;
  onColor: (color: string) => void;
  testPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <input
        value={props.name}
        maxLength={trainingRules.categoryNameMaxLength + 1}
        onChange={(event) => props.onName(event.target.value)}
        placeholder={t('admin-training-category.name')}
        aria-label={t('admin-training-category.name')}
        className={`${input} min-w-0 flex-1`}
        data-testid={`${props.testPrefix}-name`}
      />
      <input
        type="color"
        value={props.color}
        onChange={(event) => props.onColor(event.target.value)}
        aria-label={t('admin-training-category.color')}
        className="h-9 w-12 cursor-pointer rounded border border-slate-300 bg-white p-0.5"
        data-testid={`${props.testPrefix}-color`}
      />
    </>
  );
}

/**
 * /admin/training/category: the categories with their kind (course pack, hidden, general) and
 * colour; add one, rename or recolour in place, delete (refused by the server while it holds trainings).
 * Changing them is the super admin's and problem admins' (`canChange`); other admins read the list.
 */
export function CategoryAdmin({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const categories = useQuery(categoriesQueryOptions());
  const add = useAddCategory();
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const [draft, setDraft] = useState({ name: '', color: defaultColor });
  const [editing, setEditing] = useState<TrainingCategory | null>(null);
  const [deleting, setDeleting] = useState<TrainingCategory | null>(null);
  const problemOf = (name: string) => {
    const problem = categoryNameProblem(name);
    return problem ? t(problem.key, problem.params) : null;
  };
  function submitNew(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const problem = problemOf(draft.name);
    if (problem) {
      showToast('warning', problem);
      return;
    }
    add.mutate(
      { name: draft.name.trim(), color: draft.color },
      {
        onSuccess: () => {
          showToast('success', t('admin-training-category.added'));
          setDraft({ name: '', color: defaultColor });
        },
      },
    );
  }
  function saveEdit(): void {
    if (!editing) return;
    const problem = problemOf(editing.name);
    if (problem) {
      showToast('warning', problem);
      return;
    }
    update.mutate(
      { id: editing.id, name: editing.name.trim(), color: editing.color },
      {
        onSuccess: () => {
          showToast('success', t('admin-training-category.saved'));
          setEditing(null);
        },
      },
    );
  }
  const allColumns: DataColumn<TrainingCategory>[] = [
    {
      key: 'name',
      header: t('admin-training-category.name'),
      className: 'pl-4 pr-3',
      cell: (row) =>
        editing?.id === row.id ? (
          <div className="flex min-w-56 items-center gap-2">
            <CategoryFields
              name={editing.name}
              color={editing.color}
              onName={(name) => setEditing({ ...editing, name })}
              onColor={(color) => setEditing({ ...editing, color })}
              testPrefix="category-edit"
            />
          </div>
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <span
              className="rounded px-1.5 py-0.5 text-xs font-medium text-white"
              style={{ backgroundColor: row.color || '#64748b' }}
              data-testid="category-name"
            >
              {row.name}
            </span>
            <span className="text-xs text-slate-500">
              {t(`admin-training-category.kinds.${categoryKind(row.name)}`)}
            </span>
          </div>
        ),
    },
    {
      key: 'actions',
      header: t('admin-training-category.actions'),
      className: 'w-40 px-3 pr-4',
      cell: (row) =>
        editing?.id === row.id ? (
          <div className="flex gap-3">
            <button
              type="button"
              onClick={saveEdit}
              disabled={update.isPending}
              className="text-sm text-blue-600 hover:underline"
              data-testid="category-save"
            >
              {t('admin-training-category.save')}
            </button>
            <button
              type="button"
              onClick={() => setEditing(null)}
              className="text-sm text-slate-500 hover:underline"
            >
              {t('admin-training-category.cancel')}
            </button>
          </div>
        ) : (
          <div className="flex gap-3">
            <button
              type="button"
              onClick={() => setEditing(row)}
              className="text-sm text-blue-600 hover:underline"
              data-testid="category-edit"
            >
              {t('admin-training-category.edit')}
            </button>
            <button
              type="button"
              onClick={() => setDeleting(row)}
              className="text-sm text-red-600 hover:underline"
              data-testid="category-delete"
            >
              {t('admin-training-category.delete')}
            </button>
          </div>
        ),
    },
  ];
  const columns = canChange ? allColumns : allColumns.filter((column) => column.key !== 'actions');
  return (
    <div className="space-y-4" data-testid="admin-training-category">
      {canChange ? null : (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t('admin-training-category.readOnly')}
        </p>
      )}
      <form
        hidden={!canChange}
        onSubmit={submitNew}
        className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-white p-4"
      >
        <CategoryFields
          name={draft.name}
          color={draft.color}
          onName={(name) => setDraft({ ...draft, name })}
          onColor={(color) => setDraft({ ...draft, color })}
          testPrefix="category-new"
        />
        <Button type="submit" disabled={add.isPending} data-testid="category-add">
          ＋ {t('admin-training-category.add')}
        </Button>
      </form>
      <ListCard heading={t('admin-training-category.heading')} hint={t('admin-training-category.hint')}>
        <DataTable
          columns={columns}
          rows={categories.data ?? []}
          rowKey={(row) => row.id}
          look="banded"
          loading={categories.isPending}
          empty={<EmptyState text={t('admin-training-category.empty')} />}
          rowAttributes={(row) => ({ 'data-testid': 'category-row', 'data-category-id': row.id })}
        />
      </ListCard>
      <DeleteConfirm
        target={deleting}
        title={t('admin-training-category.remove.title')}
        describe={(row) => t('admin-training-category.remove.text', { name: row.name })}
        confirmText={t('admin-training-category.remove.confirm')}
        cancelText={t('admin-training-category.remove.cancel')}
        doneText={t('admin-training-category.remove.done')}
        busy={remove.isPending}
        onDelete={(row, deleted) => remove.mutate(row.id, { onSuccess: deleted })}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
