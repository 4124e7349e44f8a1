import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { listPageOf } from '@shared/list-query';
import { SenderInfoSchema } from '@shared/sender-info';

const QUERY = 'page[number]=1&page[size]=100';

/** The sender infos a message can choose from (the form filters them by type). */
export const getSenders = () => api.get(`/sender-info?${QUERY}`, listPageOf(SenderInfoSchema));

// The key is the sender info list's own shape (['/sender-info', query] -> a page), so caches agree.
export const useSenders = () => useSWR(['/sender-info', QUERY], getSenders, { revalidateOnFocus: false });
