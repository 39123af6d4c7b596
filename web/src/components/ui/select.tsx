import type { SelectHTMLAttributes } from 'react';

/** One choice: the value the caller gets back and the text the user reads. */
export interface SelectOption<V extends string | number> {
  value: V;
  label: string;
}

type SelectSize = 'sm' | 'md' | 'lg';

export interface SelectProps<V extends string | number> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange' | 'children' | 'size'
> {
  /** The field's name for every user: shown above or beside it, or only read out when `hidden`. */
  label: string;
  labelPlacement?: 'above' | 'beside' | 'hidden';
  value: V;
  options: readonly SelectOption<V>[];
  /** Gets the chosen option's own value back, a number stays a number. */
  onChange: (value: V) => void;
  /** Height to match the fields beside it: toolbars `sm`, filter bars `md`, forms `lg`. */
  size?: SelectSize;
}

const sizeClass: Record<SelectSize, string> = {
  sm: 'px-2 py-1',
  md: 'px-2.5 py-1.5',
  lg: 'px-3 py-2',
};

/** The one select of the app: the same border, colours and focus ring everywhere, always named. */
export function Select<V extends string | number>(props: SelectProps<V>) {
  const {
    label,
    labelPlacement = 'above',
    value,
    options,
    onChange,
    size = 'md',
    className = '',
    ...rest
  } = props;
  const hidden = labelPlacement === 'hidden';
  const select = (
    <select
      {...rest}
      aria-label={hidden ? label : undefined}
      value={String(value)}
      onChange={(event) => {
        const chosen = options.find((option) => String(option.value) === event.target.value);
        if (chosen) onChange(chosen.value);
      }}
      className={`rounded-md border border-slate-300 bg-white text-sm text-slate-700 outline-none transition focus:border-blue-500 focus:ring-2 focus:ring-blue-100 ${sizeClass[size]} ${labelPlacement === 'above' ? 'block w-full' : ''} ${hidden ? className : ''}`}
    >
      {options.map((option) => (
        <option key={String(option.value)} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </select>
  );
  if (hidden) return select;
  if (labelPlacement === 'beside') {
    return (
      <label className={`flex items-center gap-2 text-sm text-slate-500 ${className}`}>
        {label}
        {select}
      </label>
    );
  }
  return (
    <label className={`block ${className}`}>
      <span className={`mb-1 block text-slate-600 ${size === 'lg' ? 'text-sm' : 'text-xs'}`}>{label}</span>
      {select}
    </label>
  );
}
