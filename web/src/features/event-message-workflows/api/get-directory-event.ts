import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { StoredEventSchema } from '@shared/directory/responses';

/** The event of the form: its name, dates and deadlines (the timeline's marks); no request without an id. */
export const useDirectoryEvent = (eventId: number | undefined) =>
  useSWR(eventId ? [`/events/${eventId}`] : null, ([path]) => api.get(path, StoredEventSchema));
