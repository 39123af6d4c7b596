import { useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { remoteJudgeSources } from '@oj/shared/api/problem';
import { Select } from '../../../components/ui/select';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { showToast } from '../../../lib/toast-store';
import { adminClassificationsQueryOptions, adminTagsQueryOptions } from '../api/get-tags';
import { useDeleteTag, type AdminTag } from '../api/tag-writes';
import { useDeleteClassification, type AdminClassification } from '../api/classification-writes';
import { ClassificationTable } from './classification-table';
import { TagTable } from './tag-table';
import { TagFormDialog } from './tag-form-dialog';
import { ClassificationFormDialog } from './classification-form-dialog';

/** The dialog open over the page: a form (a thing to change, or null for a new one) or a deletion. */
type OpenDialog =
  | { kind: 'tag'; tag: AdminTag | null }
  | { kind: 'classification'; classification: AdminClassification | null }
  | { kind: 'delete-tag'; tag: AdminTag }
  | { kind: 'delete-classification'; classification: AdminClassification };

function Section(props: { title: string; hint?: string; action: ReactNode; children: ReactNode }) {
  return (
    <section className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      <header className="flex flex-wrap items-center gap-3 border-b border-slate-100 px-4 py-3">
        <div className="min-w-0 flex-1">
          <h2 className="font-medium text-slate-800">{props.title}</h2>
          {props.hint ? <p className="text-xs text-slate-500">{props.hint}</p> : null}
        </div>
        {props.action}
      </header>
      <div className="overflow-x-auto">{props.children}</div>
    </section>
  );
}

const newButton =
  'rounded-md bg-blue-600 px-3 py-1.5 text-sm font-medium whitespace-nowrap text-white transition hover:bg-blue-700';

/** /admin/problem/tag: the tags and classifications of one judge source (this site's by default). */
export function AdminTags() {
  const { t } = useTranslation();
  const [oj, setOj] = useState('ME');
  const tags = useQuery(adminTagsQueryOptions(oj));
  const classifications = useQuery(adminClassificationsQueryOptions(oj));
  const deleteTag = useDeleteTag();
  const deleteClassification = useDeleteClassification();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);
  const deleted = () => {
    showToast('success', t('admin-tag.deleted'));
    close();
  };
  const tagCounts = useMemo(() => {
    const counts = new Map<number, number>();
    for (const tag of tags.data ?? [])
      if (tag.tcid !== null) counts.set(tag.tcid, (counts.get(tag.tcid) ?? 0) + 1);
    return counts;
  }, [tags.data]);

  return (
    <div className="space-y-4" data-testid="admin-tags">
      <Select<string>
        label={t('admin-tag.source')}
        labelPlacement="beside"
        size="md"
        value={oj}
        data-testid="tag-source"
        options={[
          { value: 'ME', label: t('admin-tag.thisSite') },
          ...remoteJudgeSources.map((source) => ({ value: source, label: source })),
        ]}
        onChange={setOj}
      />
      <div className="grid items-start gap-4 lg:grid-cols-[2fr_3fr]">
        <Section
          title={t('admin-tag.classifications.title')}
          hint={t('admin-tag.classifications.hint')}
          action={
            <button
              type="button"
              className={newButton}
              onClick={() => setDialog({ kind: 'classification', classification: null })}
              data-testid="create-classification"
            >
              ＋ {t('admin-tag.classifications.create')}
            </button>
          }
        >
          <ClassificationTable
            rows={classifications.data ?? []}
            tagCounts={tagCounts}
            loading={classifications.isPending}
            onEdit={(classification) => setDialog({ kind: 'classification', classification })}
            onDelete={(classification) => setDialog({ kind: 'delete-classification', classification })}
          />
        </Section>
        <Section
          title={t('admin-tag.tags.title')}
          action={
            <button
              type="button"
              className={newButton}
              onClick={() => setDialog({ kind: 'tag', tag: null })}
              data-testid="create-tag"
            >
              ＋ {t('admin-tag.tags.create')}
            </button>
          }
        >
          <TagTable
            rows={tags.data ?? []}
            loading={tags.isPending}
            onEdit={(tag) => setDialog({ kind: 'tag', tag })}
            onDelete={(tag) => setDialog({ kind: 'delete-tag', tag })}
          />
        </Section>
      </div>
      {dialog?.kind === 'tag' ? (
        <TagFormDialog
          tag={dialog.tag}
          oj={oj}
          classifications={classifications.data ?? []}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'classification' ? (
        <ClassificationFormDialog classification={dialog.classification} oj={oj} onClose={close} />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'delete-tag'}
        title={t('admin-tag.tags.deleteTitle')}
        confirmText={t('admin-tag.delete')}
        cancelText={t('admin-tag.cancel')}
        busy={deleteTag.isPending}
        onCancel={close}
        onConfirm={() =>
          dialog?.kind === 'delete-tag' && deleteTag.mutate(dialog.tag.id, { onSuccess: deleted })
        }
      >
        {dialog?.kind === 'delete-tag' ? t('admin-tag.tags.deleteText', { name: dialog.tag.name }) : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog?.kind === 'delete-classification'}
        title={t('admin-tag.classifications.deleteTitle')}
        confirmText={t('admin-tag.delete')}
        cancelText={t('admin-tag.cancel')}
        busy={deleteClassification.isPending}
        onCancel={close}
        onConfirm={() =>
          dialog?.kind === 'delete-classification' &&
          deleteClassification.mutate(dialog.classification.id, { onSuccess: deleted })
        }
      >
        {dialog?.kind === 'delete-classification'
          ? t('admin-tag.classifications.deleteText', { name: dialog.classification.name })
          : null}
      </ConfirmDialog>
    </div>
  );
}
