import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { remoteJudgeSources } from '@oj/shared/api/problem';
import { Select } from '../../../components/ui/select';
import { Button } from '../../../components/ui/button';
import { DeleteConfirm } from '../../../components/ui/delete-confirm';
import { ListCard } from '../../../components/ui/list-card';
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

/** A section's button that opens the form for a new entry. */
function NewButton({ text, onClick, testId }: { text: string; onClick: () => void; testId: string }) {
  return (
    <Button className="py-1.5 whitespace-nowrap" onClick={onClick} data-testid={testId}>
      ＋ {text}
    </Button>
  );
}

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
        <ListCard
          heading={t('admin-tag.classifications.title')}
          hint={t('admin-tag.classifications.hint')}
          actions={
            <NewButton
              text={t('admin-tag.classifications.create')}
              onClick={() => setDialog({ kind: 'classification', classification: null })}
              testId="create-classification"
            />
          }
        >
          <ClassificationTable
            rows={classifications.data ?? []}
            tagCounts={tagCounts}
            loading={classifications.isPending}
            onEdit={(classification) => setDialog({ kind: 'classification', classification })}
            onDelete={(classification) => setDialog({ kind: 'delete-classification', classification })}
          />
        </ListCard>
        <ListCard
          heading={t('admin-tag.tags.title')}
          actions={
            <NewButton
              text={t('admin-tag.tags.create')}
              onClick={() => setDialog({ kind: 'tag', tag: null })}
              testId="create-tag"
            />
          }
        >
          <TagTable
            rows={tags.data ?? []}
            loading={tags.isPending}
            onEdit={(tag) => setDialog({ kind: 'tag', tag })}
            onDelete={(tag) => setDialog({ kind: 'delete-tag', tag })}
          />
        </ListCard>
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
      <DeleteConfirm
        target={dialog?.kind === 'delete-tag' ? dialog.tag : null}
        title={t('admin-tag.tags.deleteTitle')}
        describe={(tag) => t('admin-tag.tags.deleteText', { name: tag.name })}
        confirmText={t('admin-tag.delete')}
        cancelText={t('admin-tag.cancel')}
        doneText={t('admin-tag.deleted')}
        busy={deleteTag.isPending}
        onDelete={(tag, deleted) => deleteTag.mutate(tag.id, { onSuccess: deleted })}
        onClose={close}
      />
      <DeleteConfirm
        target={dialog?.kind === 'delete-classification' ? dialog.classification : null}
        title={t('admin-tag.classifications.deleteTitle')}
        describe={(classification) =>
          t('admin-tag.classifications.deleteText', { name: classification.name })
        }
        confirmText={t('admin-tag.delete')}
        cancelText={t('admin-tag.cancel')}
        doneText={t('admin-tag.deleted')}
        busy={deleteClassification.isPending}
        onDelete={(classification, deleted) =>
          deleteClassification.mutate(classification.id, { onSuccess: deleted })
        }
        onClose={close}
      />
    </div>
  );
}
