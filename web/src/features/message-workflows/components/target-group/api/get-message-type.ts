import useSWR from 'swr';
import { api } from '@/lib/api-client';

/** The type of the workflow's message decides between SEND TEST EMAIL and SEND TEST SMS. */
export const getMessageType = async (id: number) => (await api.get<{ id: number; name: string; type: number }>(`/messages/${id}`)).type;

export const useMessageType = (id: number | null | undefined) =>
  useSWR(id ? [`/messages/${id}`, 'type'] : null, () => getMessageType(id!), { revalidateOnFocus: false });
