import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router';

/*
 * How the router reads and writes the URL query. The router's default JSON-parses every value, so a
 * typed or shared `?keyword=41e01` arrived as the number 410 and `?keyword=1.50` as 1.5: the search
 * ran for other text. Here a value becomes a number only when the number reads back as the very same
 * text; anything else JSON-looking (objects, lists, booleans, quoted strings) is parsed as before.
 */

/** JSON.parse, refusing a number whose own text differs from the value's (`41e01`, `1.50`, `-0`). */
export function parseExactJson(text: string): unknown {
  const value: unknown = JSON.parse(text);
  if (typeof value === 'number' && String(value) !== text) throw new Error(`${text} is text, not a number`);
  return value;
}

export const parseAppSearch = parseSearchWith(parseExactJson);

/** Quotes a string only where parseAppSearch would read it as something else, so both agree. */
export const stringifyAppSearch = stringifySearchWith(JSON.stringify, parseExactJson);
