import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/list-state';
import { listPageOf } from '@shared/list-query';
import { TagSchema, type Tag } from '@shared/tags';

/** The tags with these ids (spec: filter id:in), e.g. to show a tag filter read from the URL. */
export const getTagsByIds = async (ids: number[]): Promise<Tag[]> =>
  ids.length
    ? (await api.get(`/tags?${toQueryString({ page: { number: 1, size: 100 }, filters: [{ field: 'id', op: 'in', value: ids.join(',') }] })}`, listPageOf(TagSchema))).items
    : [];
