import * as z from 'zod';

/*
 * The scroll board's URL (spec part 2 §2 "Scroll board config tab"):
 * `/scrollBoard?cid=7&removeStar=true&medals[]=3&medals[]=6&medals[]=9`, written by the contest's
 * scroll board tab and opened on the projector's computer. A value that cannot be read falls back
 * (no medals given: the default shares), never to an error page; only a missing contest id is
 * reported, by the page.
 */

/** A count of medals from the URL: a whole number from 0 on. */
const medalCount = z.coerce.number().int().min(0).max(100_000);

/** Read as a list whether the URL gave one value or several. */
const medalList = z.preprocess(
  (value) => (Array.isArray(value) ? value : value === undefined ? undefined : [value]),
  z.array(z.unknown()).optional(),
);

export const scrollBoardSearchSchema = z.object({
  cid: z.coerce.number().int().positive().optional().catch(undefined),
  removeStar: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((text) => text === 'true')])
    .optional()
    .catch(undefined),
  /** As the tab writes it (`medals[]=…` repeated). */
  'medals[]': medalList.catch(undefined),
  /** As a link written by hand may give it (`medals=[3,6,9]`). */
  medals: medalList.catch(undefined),
});
export type ScrollBoardSearch = z.infer<typeof scrollBoardSearchSchema>;

/** The three counts the URL asks for, gold, silver, bronze; null where one is missing or unreadable. */
export type RequestedMedals = readonly [number | null, number | null, number | null];

/** What the scroll board reads from its URL. */
export interface ScrollBoardSettings {
  cid: number | null;
  removeStar: boolean;
  medals: RequestedMedals;
}

export function scrollBoardSettingsOf(search: ScrollBoardSearch): ScrollBoardSettings {
  const given = search['medals[]'] ?? search.medals ?? [];
  const countAt = (index: number) => {
    const parsed = medalCount.safeParse(given[index]);
    return parsed.success ? parsed.data : null;
  };
  return {
    cid: search.cid ?? null,
    removeStar: search.removeStar ?? false,
    medals: [countAt(0), countAt(1), countAt(2)],
  };
}
