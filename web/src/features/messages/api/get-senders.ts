import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ListPage } from '@shared/list-query';
import type { SenderOption } from '../message-types';

const QUERY = 'page[number]=1&page[size]=100';

/** The sender infos a message can choose from (the form filters them by type). */
export const getSenders = () => api.get<ListPage<SenderOption>>(`/sender-info?${QUERY}`);

// The key is the sender info list's own shape (['/sender-info', query] -> a page), so caches agree.
export const useSenders = () => useSWR(['/sender-info', QUERY], getSenders, { revalidateOnFocus: false });
