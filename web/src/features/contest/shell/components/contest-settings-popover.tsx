import { useTranslation } from 'react-i18next';
import { TitledPopover } from '../../../../components/ui/titled-popover';
import { useContestShell } from '../contest-shell-context';
import type { ContestViewSettings } from '../contest-shell-context';

const switches: readonly (keyof ContestViewSettings)[] = ['afterContestSubmissions', 'forceUpdate'];

/** The contest admin's settings popover (spec part 2, §2): the view switches the rank and lists read. */
export function ContestSettingsPopover() {
  const { t } = useTranslation();
  const { settings, changeSettings } = useContestShell();
  return (
    <TitledPopover
      trigger={t('contest.shell.settings.button')}
      triggerClassName="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50"
      triggerTestId="contest-settings"
      title={t('contest.shell.settings.title')}
      panelTestId="contest-settings-popover"
    >
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
    </TitledPopover>
  );
}
