// Small line icons of the contest list, drawn here so no icon library loads with the list.
import type { SVGProps } from 'react';

/**
 * The frame of every icon here: a 24-unit box drawn in the text's colour with round line ends. With
 * a `label` it is an image of that name; without, decoration that screen readers skip.
 */
function LineIcon({
  label,
  className,
  strokeWidth = 2,
  ...rest
}: SVGProps<SVGSVGElement> & { label?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={`inline-block shrink-0 ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...rest}
    />
  );
}

/** The rule's icon: a trophy for ACM (first to solve wins), a bar chart for OI (scored tests). */
export function RuleIcon({ type, label }: { type: number; label: string }) {
  const colour = type === 1 ? 'text-violet-500' : 'text-amber-500';
  return (
    <LineIcon
      label={label}
      className={`h-9 w-9 ${colour}`}
      strokeWidth={1.6}
      strokeLinejoin="round"
      data-testid="contest-rule-icon"
      data-rule={type}
    >
      {type === 1 ? (
        <>
          <path d="M4 20h16" />
          <path d="M7 16v-5M12 16V6M17 16v-8" />
        </>
      ) : (
        <>
          <path d="M8 4h8v5a4 4 0 0 1-8 0V4Z" />
          <path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4" />
          <path d="M12 13v3M9 20h6M10 16h4v4h-4z" />
        </>
      )}
    </LineIcon>
  );
}

/** The lock of a private (red) or protected (orange) contest. */
export function LockIcon({ auth, label }: { auth: number; label: string }) {
  const colour = auth === 1 ? 'text-red-500' : 'text-orange-500';
  return (
    <LineIcon label={label} className={`h-4 w-4 ${colour}`} data-testid="contest-lock" data-auth={auth}>
      <title>{label}</title>
      <rect x="5" y="11" width="14" height="9" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </LineIcon>
  );
}

/** A fact's icon in a row: calendar (start), clock (duration), people (participants). */
export function FactIcon({ kind }: { kind: 'start' | 'duration' | 'participants' }) {
  return (
    <LineIcon className="h-3.5 w-3.5 text-slate-400">
      {kind === 'start' ? (
        <>
          <rect x="4" y="5" width="16" height="15" rx="2" />
          <path d="M4 10h16M9 3v4M15 3v4" />
        </>
      ) : kind === 'duration' ? (
        <>
          <circle cx="12" cy="12" r="8" />
          <path d="M12 8v4l3 2" />
        </>
      ) : (
        <>
          <circle cx="9" cy="9" r="3" />
          <path d="M3 19a6 6 0 0 1 12 0M16 6a3 3 0 0 1 0 6M18 19a5 5 0 0 0-2-4" />
        </>
      )}
    </LineIcon>
  );
}
