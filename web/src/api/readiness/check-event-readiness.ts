import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { EventReadinessPartSchema } from '@shared/readiness';
import { summariseEvent, type EventReadiness, type ItemReadiness } from '@shared/readiness-constants';

/**
 * The timeline's 'Check readiness': a dry run of the send of each of the event's Active items,
 * now. The API checks as many as fit in a request and says where to go on (docs/readiness.md,
 * "Limits"); the parts are asked in turn, `onProgress` hearing how far it got.
 */
export async function checkEventReadiness(eventId: number, onProgress?: (checked: number, total: number) => void): Promise<EventReadiness> {
  const items: ItemReadiness[] = [];
  let checkedAt = 0;
  for (let after: number | null = 0; after !== null; ) {
    const part: z.infer<typeof EventReadinessPartSchema> = await api.get(`/events/${eventId}/readiness?after=${after}`, EventReadinessPartSchema);
    items.push(...part.items);
    checkedAt = part.checkedAt;
    onProgress?.(items.length, part.total);
    after = part.next;
  }
  return summariseEvent(eventId, checkedAt, items);
}
