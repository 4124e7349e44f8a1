import { applyListQuery, readListQuery, type ListSpec } from '../../kit/list-engine.ts';
import { getCompanies } from '../../data/directory/store.ts';
import { findAudience, type AudienceMember } from '../../domain/audience/audience.ts';
import type { TargetGroup } from '../../../shared/target-groups/target-group.ts';
import type { ListPage } from '../../../shared/list-query.ts';

/** The test-rule contact list: the audience of a group for an event, through the list contract. */
export interface AudienceRow {
  id: number;
  fullName: string;
  email: string;
  companyId?: number;
  masterCompany: { id: number; name: string } | null;
}

const COMPANY_NAME = 'masterCompany.name';

export const AUDIENCE_LIST: ListSpec<AudienceRow> = {
  fields: {
    id: { type: 'number' },
    fullName: { type: 'string' },
    email: { type: 'string' },
    [COMPANY_NAME]: { type: 'string' },
  },
  defaultSort: '-id',
  search: ['id', 'fullName', 'email'],
};

/** The spec words paging as page and size; the list contract as page[number] and page[size]. */
function listParams(query: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of query) params.append(key === 'page' ? 'page[number]' : key === 'size' ? 'page[size]' : key, value);
  return params;
}

async function withCompanies(rows: AudienceRow[]): Promise<void> {
  const companies = await getCompanies(rows.flatMap((row) => (row.companyId === undefined ? [] : [row.companyId])));
  for (const row of rows) {
    const company = row.companyId === undefined ? undefined : companies.get(row.companyId);
    row.masterCompany = company ? { id: company.id, name: company.name } : null;
  }
}

const toRow = (m: AudienceMember): AudienceRow => ({ id: m.id, fullName: m.fullName, email: m.email, companyId: m.companyId, masterCompany: null });

export async function audienceList(group: TargetGroup, eventId: number, query: URLSearchParams): Promise<ListPage<Omit<AudienceRow, 'companyId'>>> {
  const listQuery = readListQuery(listParams(query), AUDIENCE_LIST);
  const audience = await findAudience(group, eventId);
  const rows = audience.members.map(toRow);
  // company names are read for every member only when the sort or a filter needs them
  const byCompany = listQuery.sort.some((key) => key.field === COMPANY_NAME) || listQuery.filters.some((f) => f.field === COMPANY_NAME);
  if (byCompany) await withCompanies(rows);
  const page = applyListQuery(rows, listQuery, AUDIENCE_LIST);
  if (!byCompany) await withCompanies(page.items);
  return { items: page.items.map(({ companyId: _companyId, ...row }) => row), total: page.total };
}
