import * as z from 'zod';

/** Calls that take no query parameters ignore any that are sent, as browsers add cache busters. */
export const noQuery = z.object({}).passthrough();

/** Calls without a body accept none or an empty one. */
export const noBody = z.unknown();

/** Query strings carry booleans as text. */
export const booleanParam = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');
