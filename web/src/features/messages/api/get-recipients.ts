import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { listPageOf } from '@shared/list-query';
import { RecipientSchema } from '@shared/recipients';

const QUERY = 'page[number]=1&page[size]=100';

/** The recipients a message can choose from (the form filters them by type). */
export const getRecipients = () => api.get(`/recipients?${QUERY}`, listPageOf(RecipientSchema));

export const useRecipients = () => useSWR(['/recipients', QUERY], getRecipients, { revalidateOnFocus: false });
