import { api } from '@/lib/api-client';
import { AddTagToTaggedResultSchema } from '@shared/tags';

/** The bulk Add (super-admin only): tag `tagId` joins `tagIds` on every message, SMS template and message workflow carrying any of them. */
export const addTagToTagged = (tagId: number, tagIds: number[]) => api.post(`/tags/${tagId}/add-to-tagged`, AddTagToTaggedResultSchema, { tagIds });
