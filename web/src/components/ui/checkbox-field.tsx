/**
 * `form`: an option among a form's fields (or a filter bar's, beside form-sized inputs); `filter`: a
 * list's view switch in a toolbar, a larger blue box that shows it can be clicked.
 */
type CheckboxLook = 'form' | 'filter';

const looks: Record<CheckboxLook, { row: string; box?: string }> = {
  form: { row: 'flex items-center gap-2 text-sm text-slate-600' },
  filter: {
    row: 'flex cursor-pointer items-center gap-1.5 text-sm text-slate-600',
    box: 'h-4 w-4 accent-blue-600',
  },
};

interface CheckboxFieldProps {
  /** Already translated; clicking it ticks the box too. */
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  look?: CheckboxLook;
  /** Where the row sits among its neighbours (e.g. `mr-auto`). */
  className?: string;
  /** On the box itself, where tests tick it. */
  testId?: string;
}

/** A checkbox with its label on the right. */
export function CheckboxField({
  label,
  checked,
  onChange,
  disabled,
  look = 'form',
  className,
  testId,
}: CheckboxFieldProps) {
  const { row, box } = looks[look];
  return (
    <label className={className ? `${row} ${className}` : row}>
      <input
        type="checkbox"
        className={box}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        data-testid={testId}
      />
      {label}
    </label>
  );
}
