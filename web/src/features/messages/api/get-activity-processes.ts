import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { Option } from '@shared/directory/vocabulary';

export const getActivityProcesses = async () => (await api.get<{ items: Option[]; total: number }>('/activity-processes')).items;

/** A fixed vocabulary: loaded once per session. */
export const useActivityProcesses = () => useSWR(['/activity-processes'], getActivityProcesses, { revalidateOnFocus: false, revalidateIfStale: false });
