import { VariablesSchema } from '@shared/mapping';
import type { DefaultVariables } from '@shared/graphql';

/** Pretty JSON with lists of numbers kept on one line, so 50 contact ids stay readable. */
export const variablesText = (variables: object) =>
  JSON.stringify(variables, null, 2).replace(/\[\s*([-\d.,\s]+?)\s*\]/g, (_, items: string) => `[${items.split(/,\s*/).join(', ')}]`);

/** The variables box holds JSON text of an object, or nothing. */
export const variablesValid = (text: string) => VariablesSchema.safeParse(text).success;

/**
 * Test variables for a query: the default event id for every Int variable whose name mentions an
 * event, the default contact ids for every list of Int ($contactIds, $ids, ...); a query that
 * declares neither gets { eventId, contactIds }.
 */
export function defaultVariablesFor(query: string, defaults: DefaultVariables): string {
  const values: Record<string, unknown> = {};
  for (const [, name, list, type] of query.matchAll(/\$(\w+)\s*:\s*(\[?)\s*(\w+)/g)) {
    if (type !== 'Int') continue;
    if (list) values[name] = defaults.contactIds;
    else if (/event/i.test(name)) values[name] = defaults.eventId;
  }
  if (!Object.keys(values).length) Object.assign(values, { eventId: defaults.eventId, contactIds: defaults.contactIds });
  // One line per variable, lists on one line: 50 ids stay readable.
  const lines = Object.entries(values).map(([name, value]) => `  ${JSON.stringify(name)}: ${JSON.stringify(value).replace(/,/g, ', ')}`);
  return `{\n${lines.join(',\n')}\n}`;
}
