import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { OptionSchema } from '@shared/directory/vocabulary';
import { listPageOf } from '@shared/list-query';

export const getActivityProcesses = async () => (await api.get('/activity-processes', listPageOf(OptionSchema))).items;

/** A fixed vocabulary: loaded once per session. */
export const useActivityProcesses = () => useSWR(['/activity-processes'], getActivityProcesses, { revalidateOnFocus: false, revalidateIfStale: false });
