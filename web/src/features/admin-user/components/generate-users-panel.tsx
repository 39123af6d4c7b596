import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminUserLimits } from '@oj/shared/api/admin-user';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { showToast } from '../../../lib/toast-store';
import { useGenerateUsers } from '../api/user-writes';
import { downloadGeneratedUsers } from '../api/download-generated-users';

interface Generated {
  key: string;
  users: { username: string; password: string }[];
}

/** The form as typed: every field is text until it is sent. */
interface GenerateValues {
  prefix: string;
  suffix: string;
  from: string;
  to: string;
  length: string;
}

const initialValues: GenerateValues = { prefix: '', suffix: '', from: '1', to: '10', length: '8' };

/** The fields in their order: the catalogue key of the label, and the number inputs' bounds. */
const generateFields: {
  name: keyof GenerateValues;
  label: string;
  type?: 'number';
  min?: number;
  max?: number;
}[] = [
  { name: 'prefix', label: 'admin-user.generate.prefix' },
  { name: 'suffix', label: 'admin-user.generate.suffix' },
  { name: 'from', label: 'admin-user.generate.from', type: 'number', min: 0 },
  { name: 'to', label: 'admin-user.generate.to', type: 'number', min: 0 },
  { name: 'length', label: 'admin-user.generate.passwordLength', type: 'number', min: 6, max: 25 },
];

/** The form's problem, checked as the server checks it (spec §5), or null. */
function generateProblem(from: number, to: number, length: number): string | null {
  if (!Number.isInteger(length) || length < 6 || length > 25) return 'admin-user.generate.lengthRange';
  if (to < from) return 'admin-user.generate.endBelowStart';
  if (to - from >= adminUserLimits.maxGeneratedUsers) return 'admin-user.generate.tooMany';
  return null;
}

/** Generates numbered accounts with numeric passwords, then lists them with the downloads. */
export function GenerateUsersPanel() {
  const { t } = useTranslation();
  const generate = useGenerateUsers();
  const [values, setValues] = useState<GenerateValues>(initialValues);
  const [generated, setGenerated] = useState<Generated | null>(null);
  const max = adminUserLimits.maxGeneratedUsers;
  const { prefix, suffix, from, to, length } = values;
  const problem = generateProblem(Number(from), Number(to), Number(length));
  const submit = () =>
    generate.mutate(
      { prefix, suffix, number_from: Number(from), number_to: Number(to), password_length: Number(length) },
      {
        onSuccess: (answer) => {
          setGenerated(answer);
          showToast('success', t('admin-user.generate.done', { count: answer.users.length }));
        },
      },
    );
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4" data-testid="generate-users">
      <h2 className="mb-1 text-base font-semibold text-slate-800">{t('admin-user.generate.heading')}</h2>
      <p className="mb-3 text-xs leading-relaxed text-slate-500">{t('admin-user.generate.help', { max })}</p>
      <form
        className="grid grid-cols-2 gap-x-3 md:grid-cols-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (!problem) submit();
        }}
      >
        {generateFields.map(({ name, label, ...input }) => (
          <FormField
            key={name}
            label={t(label)}
            value={values[name]}
            onChange={(event) => setValues({ ...values, [name]: event.target.value })}
            data-testid={`generate-${name}`}
            {...input}
          />
        ))}
        <div className="col-span-2 flex items-center gap-3 md:col-span-5">
          <Button
            type="submit"
            disabled={problem !== null || generate.isPending}
            data-testid="generate-submit"
          >
            {t('admin-user.generate.submit')}
          </Button>
          {problem ? (
            <span className="text-xs text-red-500" data-testid="generate-problem">
              {t(problem, { max })}
            </span>
          ) : null}
        </div>
      </form>
      {generated ? (
        <div className="mt-4 space-y-2" data-testid="generated-users">
          <div className="flex flex-wrap items-center gap-2">
            <p className="mr-auto text-sm text-slate-600">{t('admin-user.generate.result')}</p>
            <Button
              variant="secondary"
              onClick={() => void downloadGeneratedUsers(generated.key, 'xlsx')}
              data-testid="download-xlsx"
            >
              {t('admin-user.generate.downloadXlsx')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => void downloadGeneratedUsers(generated.key, 'csv')}
              data-testid="download-csv"
            >
              {t('admin-user.generate.downloadCsv')}
            </Button>
          </div>
          <div className="max-h-72 overflow-auto rounded border border-slate-100">
            <table className="w-full text-sm">
              <thead className="sticky top-0 bg-slate-50 text-left text-xs text-slate-500">
                <tr>
                  <th className="px-3 py-1.5 font-medium">{t('admin-user.generate.username')}</th>
                  <th className="px-3 py-1.5 font-medium">{t('admin-user.generate.password')}</th>
                </tr>
              </thead>
              <tbody className="font-mono text-xs">
                {generated.users.map((user) => (
                  <tr key={user.username} className="border-t border-slate-100" data-testid="generated-row">
                    <td className="px-3 py-1">{user.username}</td>
                    <td className="px-3 py-1">{user.password}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
    </section>
  );
}
