import { listRules, type FieldSpec, type ListSpec } from '../kit/list-engine.ts';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, RANGE_EDGES, rangeParameter, SEARCH_FILTERS, type ListRules } from '../../shared/list-query.ts';
import type { ListQuery, Parameter } from './declaration.ts';
import type { JsonSchema } from './json-schemas.ts';

/**
 * The query parameters of a list, from the same spec or rules its route parses them with
 * (shared/list-query.ts): `page[number]`, `page[size]`, `sort`, `filter[...]`, `include` and the
 * list's own parameters. `page` and `filter` are objects in deepObject style (`filter[name:like]=x`),
 * without additional properties: the parser refuses what the list does not know, with a 400.
 */
export interface QueryParameter {
  name: string;
  in: 'query';
  description: string;
  required?: boolean;
  style?: 'deepObject';
  explode?: boolean;
  schema: JsonSchema;
}

const isSpec = (list: ListQuery['list']): list is ListSpec<never> => 'fields' in list;

const OPS = [
  ['', 'equals'],
  [':like', 'contains, ignoring case'],
  [':like_words', 'contains every word, ignoring case'],
  [':in', 'equals one of a comma list'],
] as const;

/** What an equality filter on the field takes, when its spec says more than "text". */
function equalsWhat(field: FieldSpec<never> | undefined): string {
  if (!field) return '';
  if (field.match) return " (matched by the list's own rule)";
  if (field.values) return ` (one of ${field.values.join(', ')})`;
  if (field.type === 'number') return field.names ? ` (a number, or one of ${Object.keys(field.names).join(', ')})` : ' (a number)';
  return ', ignoring case';
}

function filterProperties(rules: ListRules, fields: Record<string, FieldSpec<never>> | undefined): Record<string, JsonSchema> {
  const properties: Record<string, JsonSchema> = {};
  for (const name of rules.filterable)
    for (const [op, meaning] of OPS)
      properties[`${name}${op}`] = { type: 'string', description: op ? `${name} ${meaning}` : `${name} equals${equalsWhat(fields?.[name])}` };
  if (rules.searchable !== false)
    for (const name of SEARCH_FILTERS) properties[name] = { type: 'string', description: 'Every word appears in the fields the list searches (case-insensitive).' };
  for (const range of rules.ranges ?? []) {
    properties[`${range.field}:from`] = { type: 'integer', description: `${range.field} from this time on (unix seconds, inclusive)` };
    properties[`${range.field}:to`] = { type: 'integer', description: `${range.field} up to this time (unix seconds, inclusive); not before ${rangeParameter(range.field, 'from')}` };
    for (const alias of range.aliases ?? [])
      for (const edge of RANGE_EDGES) {
        const name = /^filter\[(.+)\]$/.exec(alias[edge])?.[1];
        if (name) properties[name] = { type: 'integer', description: `The former spelling of ${rangeParameter(range.field, edge)}, still read as it` };
      }
  }
  return properties;
}

export function listParameters({ list, params = {} }: ListQuery): QueryParameter[] {
  const rules = isSpec(list) ? listRules(list) : list;
  const fields = isSpec(list) ? list.fields : undefined;
  const parameters: QueryParameter[] = [];
  if (rules.paged !== false)
    parameters.push({
      name: 'page',
      in: 'query',
      style: 'deepObject',
      explode: true,
      description: `page[number] (1-based) and page[size] (${PAGE_SIZES.join(', ')}).`,
      schema: {
        type: 'object',
        properties: { number: { type: 'integer', minimum: 1, default: 1 }, size: { type: 'integer', enum: [...PAGE_SIZES], default: rules.defaultPageSize ?? DEFAULT_PAGE_SIZE } },
        additionalProperties: false,
      },
    });
  if (rules.sortable.length)
    parameters.push({
      name: 'sort',
      in: 'query',
      description: `Comma list of ${rules.sortable.join(', ')}; a leading - sorts descending.${rules.defaultSort ? ` Default ${rules.defaultSort}.` : ''}`,
      schema: { type: 'string', ...(rules.defaultSort ? { default: rules.defaultSort } : {}) },
    });
  const filters = filterProperties(rules, fields);
  if (Object.keys(filters).length)
    parameters.push({
      name: 'filter',
      in: 'query',
      style: 'deepObject',
      explode: true,
      description: `filter[<field>], filter[<field>:like], filter[<field>:like_words], filter[<field>:in]; filter[search_query] searches.${rules.ranges?.length ? ' filter[<field>:from] and filter[<field>:to] give a date range (unix seconds, inclusive).' : ''}`,
      schema: { type: 'object', properties: filters, additionalProperties: false },
    });
  if (rules.includes?.length) parameters.push({ name: 'include', in: 'query', description: `Comma list of what to include: ${rules.includes.join(', ')}.`, schema: { type: 'string' } });
  for (const name of rules.params ?? []) parameters.push(ownParameter({ name, ...(params[name] ?? { description: 'Read by the list itself.' }) }));
  return parameters;
}

export const ownParameter = ({ name, description, required, schema = { type: 'string' } }: Parameter): QueryParameter => ({
  name,
  in: 'query',
  description,
  ...(required ? { required } : {}),
  schema,
});
