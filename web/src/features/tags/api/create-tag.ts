import { api } from '@/lib/api-client';
import { TagSchema, type TagInput } from '@shared/tags';

export const createTag = (input: TagInput) => api.post('/tags', TagSchema, { name: input.name, color: input.color });
