import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { Language } from '@shared/languages';

export const getLanguages = async () => (await api.get<{ items: Language[]; total: number }>('/languages')).items;

/** The languages rarely change: loaded once per session. */
export const useLanguages = () => useSWR(['/languages'], getLanguages, { revalidateOnFocus: false, revalidateIfStale: false });
