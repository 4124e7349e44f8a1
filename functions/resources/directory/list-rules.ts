import { WHOLE_LIST } from '../../kit/list-engine.ts';
import { SEARCH_LIMIT } from '../../../shared/directory/texts.ts';
import type { ListRules } from '../../../shared/list-query.ts';

/** Searches answer SEARCH_LIMIT results unless the caller pages (page[size], page[number]); the store orders them. */
export const SEARCH: ListRules = { sortable: [], filterable: [], defaultSort: '', defaultPageSize: SEARCH_LIMIT };
export const BY_IDS: ListRules = { ...WHOLE_LIST, params: ['ids[]', 'ids', 'expands[]', 'expands'] };
