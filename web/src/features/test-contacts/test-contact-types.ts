import type { EventSummary, MasterContactSummary } from '@/components/directory/directory-types';
import type { UserSummary } from '@shared/users';

/** A test contact as the API answers it; include=event,masterContact adds the directory records (absent when gone). */
export interface TestContact {
  id: number;
  name: string;
  eventId: number;
  masterContactId: number;
  event?: Pick<EventSummary, 'id' | 'name' | 'startTime'>;
  masterContact?: Pick<MasterContactSummary, 'id' | 'fullName' | 'email'>;
  createdAt: number;
  updatedAt: number;
  version: number;
  createdByUser?: UserSummary;
  updatedByUser?: UserSummary;
}
