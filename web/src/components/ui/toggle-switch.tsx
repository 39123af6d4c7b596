interface ToggleSwitchProps {
  checked: boolean;
  /** What the switch turns on, read out and shown on hover. */
  label: string;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
}

/** An on/off switch: a list row's visible column, a form's option. */
export function ToggleSwitch({ checked, label, disabled, onChange, testId }: ToggleSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={`relative inline-flex h-5 w-9 shrink-0 items-center rounded-full transition disabled:cursor-not-allowed disabled:opacity-50 ${checked ? 'bg-blue-600' : 'bg-slate-300'}`}
      data-testid={testId}
    >
      <span
        className={`inline-block h-4 w-4 rounded-full bg-white shadow transition ${checked ? 'translate-x-4.5' : 'translate-x-0.5'}`}
      />
    </button>
  );
}
