import { useEffect } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminTrainingQueryOptions } from '../../../features/admin-training/api/get-admin-training';
import { trainingCategoriesQueryOptions } from '../../../features/admin-training/api/get-training-categories';
import { useCreateTraining, useEditTraining } from '../../../features/admin-training/api/save-training';
import { TrainingForm } from '../../../features/admin-training/form/components/training-form';
import {
  newTrainingValues,
  storedTrainingValues,
} from '../../../features/admin-training/form/training-form-values';
import { showToast } from '../../../lib/toast-store';
import { AdminEditFormPage, AdminFormPage, BackToList, positiveId } from './admin-form-page';

const editRoute = getRouteApi('/admin/training/$trainingId/edit');
const listHref = '/admin/training';

/**
 * The categories for the form's select; with none at all the spec's alert sends the admin to the
 * category page (spec part 3 §2.9), since a training cannot be saved without one.
 */
function useCategoriesOrRedirect() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const categories = useQuery(trainingCategoriesQueryOptions());
  const none = categories.isSuccess && categories.data.length === 0;
  useEffect(() => {
    if (!none) return;
    showToast('warning', t('admin-training.form.noCategory'));
    void navigate({ to: '/admin/training/category' });
  }, [none, navigate, t]);
  return categories.data && categories.data.length > 0 ? categories.data : undefined;
}

/** /admin/training/create: a new training with the spec's defaults; saved, it goes to the list. */
export function AdminTrainingCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const categories = useCategoriesOrRedirect();
  const create = useCreateTraining();
  return (
    <AdminFormPage title={t('admin-training.createTitle')}>
      <div className="mx-auto mb-3 max-w-3xl">
        <BackToList href={listHref} text={t('admin-training.backToList')} />
      </div>
      {categories ? (
        <TrainingForm
          initial={newTrainingValues(categories)}
          categories={categories}
          busy={create.isPending}
          onSave={(body) =>
            create.mutate(body, {
              onSuccess: () => {
                showToast('success', t('admin-training.form.created'));
                void navigate({ to: listHref });
              },
            })
          }
        />
      ) : (
        <p className="text-sm text-slate-500">{t('admin-training.loading')}</p>
      )}
    </AdminFormPage>
  );
}

/** /admin/training/$trainingId/edit: the stored training in the same form. */
export function AdminTrainingEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tid = positiveId(editRoute.useParams().trainingId);
  const categories = useCategoriesOrRedirect();
  const stored = useQuery({ ...adminTrainingQueryOptions(tid ?? 0), enabled: tid !== null });
  const edit = useEditTraining();
  const list = { href: listHref, text: t('admin-training.backToList') };
  return (
    <AdminEditFormPage
      title={t('admin-training.editTitle')}
      stored={{ data: categories ? stored.data : undefined, missing: tid === null || stored.isError }}
      missingTestId="training-form-missing"
      notFoundText={t('admin-training.notFound')}
      list={list}
      loadingText={t('admin-training.loading')}
    >
      {(dto) => (
        <>
          <div className="mx-auto mb-3 max-w-3xl">
            <BackToList {...list} />
          </div>
          <TrainingForm
            key={tid}
            initial={storedTrainingValues(dto.training, dto.trainingCategory, categories ?? [])}
            categories={categories ?? []}
            busy={edit.isPending}
            onSave={(body) =>
              edit.mutate(
                { id: dto.training.id, body },
                {
                  onSuccess: () => {
                    showToast('success', t('admin-training.form.saved'));
                    void navigate({ to: listHref });
                  },
                },
              )
            }
          />
        </>
      )}
    </AdminEditFormPage>
  );
}
