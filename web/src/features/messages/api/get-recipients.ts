import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ListPage } from '@shared/list-query';
import type { RecipientOption } from '../message-types';

const QUERY = 'page[number]=1&page[size]=100';

/** The recipients a message can choose from (the form filters them by type). */
export const getRecipients = () => api.get<ListPage<RecipientOption>>(`/recipients?${QUERY}`);

export const useRecipients = () => useSWR(['/recipients', QUERY], getRecipients, { revalidateOnFocus: false });
