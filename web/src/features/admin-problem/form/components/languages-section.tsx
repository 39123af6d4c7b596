import { useTranslation } from 'react-i18next';
import { CodeEditor } from '../../../../components/code-editor/code-editor';
import type { EditorSettings } from '../../../../components/code-editor/editor-look';
import { Button } from '../../../../components/ui/button';
import { Select } from '../../../../components/ui/select';
import { formLanguages, type ProblemFormValues, type TemplateRow } from '../problem-form-values';
import { CheckField, FieldProblemText } from './form-section';

const templateEditorLook: EditorSettings = { theme: 'idea', fontSize: 14, tabSize: 4 };

interface LanguagesSectionProps {
  values: ProblemFormValues;
  set: (part: Partial<ProblemFormValues>) => void;
  languagesProblem?: string | null;
  templatesProblem?: string | null;
}

/** The languages a problem accepts (at least one), and a code template per language the editor starts from. */
export function LanguagesSection({ values, set, languagesProblem, templatesProblem }: LanguagesSectionProps) {
  const { t } = useTranslation();
  const toggle = (name: string, on: boolean) =>
    set({
      languages: on
        ? formLanguages.filter((l) => l === name || values.languages.includes(l))
        : values.languages.filter((l) => l !== name),
    });
  const withoutTemplate = values.languages.filter(
    (l) => !values.codeTemplates.some((tpl) => tpl.language === l),
  );
  const changeTemplate = (index: number, part: Partial<TemplateRow>) =>
    set({ codeTemplates: values.codeTemplates.map((tpl, at) => (at === index ? { ...tpl, ...part } : tpl)) });

  return (
    <div data-testid="languages-section">
      <span className="mb-2 block text-sm text-slate-600">{t('admin-problem.form.fields.languages')}</span>
      <div className="flex flex-wrap gap-x-5 gap-y-2" data-testid="languages">
        {formLanguages.map((name) => (
          <CheckField
            key={name}
            label={name}
            checked={values.languages.includes(name)}
            onChange={(on) => toggle(name, on)}
            testId={`language-${name}`}
          />
        ))}
      </div>
      <FieldProblemText text={languagesProblem} testId="problem-languages" />

      <div className="mt-5 space-y-4">
        {values.codeTemplates.map((template, index) => (
          <div
            key={template.language}
            className="rounded-lg border border-slate-200 p-3"
            data-testid="code-template"
          >
            <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
              <span className="text-sm font-medium text-slate-700">
                {t('admin-problem.form.languages.template')}: {template.language}
              </span>
              <div className="flex items-center gap-4">
                <CheckField
                  label={t('admin-problem.form.languages.templateEnabled')}
                  checked={template.status}
                  onChange={(status) => changeTemplate(index, { status })}
                />
                <Button
                  variant="link"
                  onClick={() => set({ codeTemplates: values.codeTemplates.filter((_, at) => at !== index) })}
                >
                  {t('admin-problem.form.languages.removeTemplate')}
                </Button>
              </div>
            </div>
            <CodeEditor
              code={template.code}
              language={template.language}
              settings={templateEditorLook}
              onChange={(code) => changeTemplate(index, { code })}
              loadingText={t('admin-problem.form.loading')}
              className="h-[220px]"
              testId={`template-editor-${template.language}`}
            />
          </div>
        ))}
      </div>
      {withoutTemplate.length > 0 ? (
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <Select
            label={t('admin-problem.form.languages.chooseLanguage')}
            labelPlacement="hidden"
            value=""
            options={[
              { value: '', label: t('admin-problem.form.languages.addTemplate') },
              ...withoutTemplate.map((name) => ({ value: name, label: name })),
            ]}
            onChange={(language) => {
              if (language)
                set({ codeTemplates: [...values.codeTemplates, { language, code: '', status: true }] });
            }}
            size="lg"
            data-testid="add-template"
          />
        </div>
      ) : null}
      <FieldProblemText text={templatesProblem} testId="problem-codeTemplates" />
    </div>
  );
}
