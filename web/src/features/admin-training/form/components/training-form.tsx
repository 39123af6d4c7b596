import { useTranslation } from 'react-i18next';
import type { TrainingBody } from '@oj/shared/api/admin-training';
import type { TrainingCategory } from '@oj/shared/api/training';
import { trainingAuths, trainingRules } from '@oj/shared/domain/training';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';
import { Select } from '../../../../components/ui/select';
import { useForm } from '../../../../lib/use-form';
import { ToggleSwitch } from '../../../../components/ui/toggle-switch';
import { toTrainingBody, trainingFormChecks, type TrainingFormValues } from '../training-form-values';

interface TrainingFormProps {
  initial: TrainingFormValues;
  categories: readonly TrainingCategory[];
  busy: boolean;
  onSave: (body: TrainingBody) => void;
}

const hint = 'mt-1 block text-xs text-slate-500';

/**
 * The training's create and edit form (spec part 3 §2.18, §5): title, rank, the coin reward on a
 * slider, category, access with its password (required unless public) and the visible switch;
 * checked as the server checks before the save.
 */
export function TrainingForm({ initial, categories, busy, onSave }: TrainingFormProps) {
  const { t } = useTranslation();
  const form = useForm(initial, trainingFormChecks);
  const { values } = form;
  return (
    <form
      onSubmit={form.handleSubmit((valid) => onSave(toTrainingBody(valid)))}
      className="mx-auto max-w-3xl rounded-lg border border-slate-200 bg-white p-5"
      data-testid="admin-training-form"
      noValidate
    >
      <FormField id="training-title" label={t('admin-training.form.title')} {...form.field('title')} />
      <div className="grid gap-x-6 sm:grid-cols-2">
        <div>
          <FormField
            id="training-rank"
            inputMode="numeric"
            label={t('admin-training.form.rank')}
            {...form.field('rank')}
          />
          <p className={`${hint} -mt-2 mb-3`}>{t('admin-training.form.rankHint')}</p>
        </div>
        <label className="mb-3 block" htmlFor="training-coins">
          <span className="mb-1 flex items-center justify-between text-sm text-slate-600">
            {t('admin-training.form.coins')}
            <output className="font-semibold text-amber-600 tabular-nums" data-testid="training-coins-value">
              {values.coins}
            </output>
          </span>
          <input
            id="training-coins"
            type="range"
            min={trainingRules.minCoins}
            max={trainingRules.maxCoins}
            step={trainingRules.coinStep}
            value={values.coins}
            onChange={(event) => form.set('coins', Number(event.target.value))}
            className="w-full accent-amber-500"
            data-testid="training-coins"
          />
          <span className="flex justify-between text-xs text-slate-400 tabular-nums" aria-hidden>
            {[0, 5, 10, 15, 20].map((mark) => (
              <span key={mark}>{mark}</span>
            ))}
          </span>
          <span className={hint}>{t('admin-training.form.coinsHint')}</span>
        </label>
      </div>
      <div className="grid gap-x-6 sm:grid-cols-2">
        <div className="mb-3">
          <Select
            label={t('admin-training.form.category')}
            size="lg"
            value={values.categoryId}
            options={categories.map((category) => ({ value: category.id, label: category.name }))}
            onChange={(categoryId) => form.set('categoryId', categoryId)}
            data-testid="training-category"
          />
          {form.problemText('categoryId') ? (
            <span className="mt-1 block text-xs text-red-500">{form.problemText('categoryId')}</span>
          ) : null}
        </div>
        <div className="mb-3">
          <Select
            label={t('admin-training.form.auth')}
            size="lg"
            value={values.auth}
            options={trainingAuths.map((auth) => ({
              value: auth,
              label: t(`admin-training.form.auths.${auth}`),
            }))}
            onChange={(auth) => form.set('auth', auth)}
            data-testid="training-auth"
          />
        </div>
      </div>
      {values.auth === 'Public' ? null : (
        <div>
          <FormField
            id="training-password"
            label={t('admin-training.form.password')}
            {...form.field('privatePwd')}
          />
          <p className={`${hint} -mt-2 mb-3`}>{t('admin-training.form.passwordHint')}</p>
        </div>
      )}
      <div className="mb-5 flex items-center gap-3">
        <ToggleSwitch
          checked={values.visible}
          label={t('admin-training.form.visible')}
          onChange={(visible) => form.set('visible', visible)}
          testId="training-visible"
        />
        <span className="text-sm text-slate-600">{t('admin-training.form.visible')}</span>
      </div>
      <Button type="submit" disabled={busy} data-testid="admin-training-save">
        {busy ? t('admin-training.form.saving') : t('admin-training.form.save')}
      </Button>
    </form>
  );
}
