import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as Popover from '@radix-ui/react-popover';
import { useContestShell } from '../contest-shell-context';
import type { ContestViewSettings } from '../contest-shell-context';

const switches: readonly (keyof ContestViewSettings)[] = ['afterContestSubmissions', 'forceUpdate'];

/** The contest admin's settings popover (spec part 2, §2): the view switches the rank and lists read. */
export function ContestSettingsPopover() {
  const { t } = useTranslation();
  const { settings, changeSettings } = useContestShell();
  const titleId = useId();
  return (
    <Popover.Root>
      <Popover.Trigger
        className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50"
        data-testid="contest-settings"
      >
        {t('contest.shell.settings.button')}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-labelledby={titleId}
          className="z-50 w-72 max-w-[calc(100vw-16px)] rounded-lg border border-slate-200 bg-white p-4 shadow-lg"
          data-testid="contest-settings-popover"
        >
          <h2 id={titleId} className="mb-3 text-sm font-semibold text-slate-800">
            {t('contest.shell.settings.title')}
          </h2>
          <ul className="flex flex-col gap-3">
            {switches.map((name) => (
              <li key={name}>
                <label className="flex cursor-pointer items-center justify-between gap-3 text-sm text-slate-700">
                  {t(`contest.shell.settings.${name}`)}
                  <input
                    type="checkbox"
                    role="switch"
                    className="h-4 w-4 accent-blue-600"
                    checked={settings[name]}
                    onChange={(event) => changeSettings({ [name]: event.target.checked })}
                    data-testid={`contest-setting-${name}`}
                  />
                </label>
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
