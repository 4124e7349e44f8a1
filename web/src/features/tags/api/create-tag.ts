import { api } from '@/lib/api-client';
import type { Tag, TagInput } from '@shared/tags';

export const createTag = (input: TagInput) => api.post<Tag>('/tags', { name: input.name, color: input.color });
