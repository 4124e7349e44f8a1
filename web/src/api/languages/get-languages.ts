import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { LanguageSchema } from '@shared/languages';
import { listPageOf } from '@shared/list-page-schema';

export const getLanguages = async () => (await api.get('/languages', listPageOf(LanguageSchema))).items;

/** The languages rarely change: loaded once per session. */
export const useLanguages = () => useSWR(['/languages'], getLanguages, { revalidateOnFocus: false, revalidateIfStale: false });
