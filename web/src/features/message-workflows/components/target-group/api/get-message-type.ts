import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { MessageSchema } from '@shared/messages';

/** The type of the workflow's message decides between SEND TEST EMAIL and SEND TEST SMS. */
export const getMessageType = async (id: number) => (await api.get(`/messages/${id}`, MessageSchema)).type;

export const useMessageType = (id: number | null | undefined) =>
  useSWR(id ? [`/messages/${id}`, 'type'] : null, () => getMessageType(id!), { revalidateOnFocus: false });
