import { api } from '@/lib/api-client';

export interface DeleteTagsResult {
  deleted: number[];
  notFound: number[];
}

/** Bulk remove (super-admin only); ids already gone come back in notFound rather than failing. */
export const deleteTags = (tagIds: number[]) => api.delete<DeleteTagsResult>('/tags', { tagIds });
