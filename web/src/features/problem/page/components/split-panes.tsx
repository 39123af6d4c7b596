import { useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const minPercent = 25;
const maxPercent = 75;

/**
 * Left and right panes with a draggable divider and a collapse button (spec §2). On narrow screens
 * the panes stack and the divider is hidden. `collapsed` hides the left pane (also focus mode).
 */
export function SplitPanes({
  left,
  right,
  collapsed,
  onCollapsedChange,
}: {
  left: ReactNode;
  right: ReactNode;
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [leftPercent, setLeftPercent] = useState(50);

  function drag(event: PointerEvent<HTMLDivElement>) {
    if (!(event.buttons & 1) || !box.current) return;
    const rect = box.current.getBoundingClientRect();
    const percent = ((event.clientX - rect.left) / rect.width) * 100;
    setLeftPercent(Math.min(maxPercent, Math.max(minPercent, percent)));
  }

  return (
    <div
      ref={box}
      className="flex flex-col gap-4 lg:flex-row lg:gap-0"
      style={{ ['--left' as string]: `${leftPercent}%` }}
    >
      {collapsed ? null : (
        <div className="min-w-0 lg:w-[var(--left)] lg:shrink-0" data-testid="left-pane">
          {left}
        </div>
      )}
      <div className="hidden lg:flex lg:w-6 lg:shrink-0 lg:flex-col lg:items-center">
        <button
          type="button"
          data-testid="collapse-pane"
          onClick={() => onCollapsedChange(!collapsed)}
          title={collapsed ? t('problem.page.panes.expand') : t('problem.page.panes.collapse')}
          className="z-10 mt-2 flex h-8 w-4 items-center justify-center rounded border border-slate-200 bg-white text-xs text-slate-400 shadow-sm hover:text-blue-600"
        >
          {collapsed ? '›' : '‹'}
        </button>
        {collapsed ? null : (
          <div
            role="separator"
            aria-orientation="vertical"
            title={t('problem.page.panes.resize')}
            onPointerDown={(e) => e.currentTarget.setPointerCapture(e.pointerId)}
            onPointerMove={drag}
            className="my-2 w-1 flex-1 cursor-col-resize rounded bg-slate-200 transition hover:bg-blue-400"
          />
        )}
      </div>
      <div className="min-w-0 flex-1 lg:pl-1">{right}</div>
    </div>
  );
}
