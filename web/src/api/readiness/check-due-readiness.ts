import { api } from '@/lib/api-client';
import { DueReadinessPartSchema } from '@shared/readiness';
import { READINESS_DAYS_DEFAULT, type ItemReadiness, type ReadinessPart } from '@shared/readiness-constants';

/**
 * The dashboard's 'Check readiness': every Active item due within the days, checked now, part by
 * part as the API answers them (docs/readiness.md, "Limits"); `onProgress` hears how far it got.
 * Its schema in development only (decision 024).
 */
export async function checkDueReadiness(onProgress?: (checked: number, total: number) => void, days = READINESS_DAYS_DEFAULT): Promise<ItemReadiness[]> {
  const items: ItemReadiness[] = [];
  for (let after: number | null = 0; after !== null; ) {
    const part = (await api.get(`/readiness?days=${days}&after=${after}`, import.meta.env.DEV ? DueReadinessPartSchema : undefined)) as { items: ItemReadiness[] } & ReadinessPart;
    items.push(...part.items);
    onProgress?.(items.length, part.total);
    after = part.next;
  }
  return items;
}
