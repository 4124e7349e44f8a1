import { api } from '@/lib/api-client';
import { DeleteTagsResultSchema } from '@shared/tags';

/** Bulk remove (super-admin only); ids already gone come back in notFound rather than failing. */
export const deleteTags = (tagIds: number[]) => api.delete('/tags', DeleteTagsResultSchema, { tagIds });
