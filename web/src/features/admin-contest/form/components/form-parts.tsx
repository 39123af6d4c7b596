import { ToggleSwitch } from '../../../../components/ui/toggle-switch';

/** A field's problem under it: the admin forms' one (`ProblemText` is its name in this form). */
export { FieldProblemText as ProblemText } from '../../../../components/admin-form/form-section';

/** A switch with its label and a line saying what it does. */
export function SwitchRow({
  label,
  hint,
  checked,
  onChange,
  testId,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
}) {
  return (
    <div className="flex items-start gap-3 py-2">
      <ToggleSwitch checked={checked} label={label} onChange={onChange} testId={testId} />
      <div className="min-w-0 text-sm">
        <span className="text-slate-700">{label}</span>
        {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
      </div>
    </div>
  );
}

export const inputClass =
  'w-full rounded-md border px-3 py-2 text-sm outline-none transition focus:border-blue-500 focus:ring-2 focus:ring-blue-100';

/** The border of a field: red while it has a problem. */
export const borderOf = (problem: string | null) => (problem ? 'border-red-400' : 'border-slate-300');
