/**
 * An event date the site's administrator wrote into the website description (spec §3: the description
 * is split on `#####`, and the sections after the first hold event overrides). Each such section has
 * one event per line, `NAME YYYY-MM-DD`: a yearly event's name (`NOIP 2026-11-28`) moves that
 * year's date, any other name (`CSP-J 2026-09-19`) adds a one-off event. Lines in another shape are
 * ignored, so a typo never breaks the home page.
 */
export interface EventOverride {
  name: string;
  year: number;
  month: number;
  day: number;
}

const linePattern = /^(\S{1,40})\s+(\d{4})-(\d{2})-(\d{2})$/;

export function parseEventOverrides(description: string): EventOverride[] {
  const overrides: EventOverride[] = [];
  for (const section of description.split('#####').slice(1)) {
    for (const line of section.split('\n')) {
      const match = linePattern.exec(line.trim());
      if (!match) continue;
      const [, name = '', year, month, day] = match.map(String);
      const date = new Date(Number(year), Number(month) - 1, Number(day));
      // A date such as 2026-02-30 rolls over in Date; such a line is not a real date.
      if (date.getMonth() !== Number(month) - 1 || date.getDate() !== Number(day)) continue;
      overrides.push({ name, year: Number(year), month: Number(month), day: Number(day) });
    }
  }
  return overrides;
}
