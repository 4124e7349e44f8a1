import { summary, users } from '../domain/users/users.ts';
import type { Audited } from '../data/entity-store.ts';
import type { UserSummary } from '../../shared/users.ts';

/** Adds createdByUser / updatedByUser to records when asked, with one batched read of the users. */
export async function includeUsers(
  records: (Partial<Audited> & { createdByUser?: UserSummary; updatedByUser?: UserSummary })[],
  include: string[],
): Promise<void> {
  const created = include.includes('createdByUser');
  const updated = include.includes('updatedByUser');
  if (!created && !updated) return;
  const ids = records.flatMap((r) => [created ? r.createdBy : undefined, updated ? r.updatedBy : undefined]).filter((id): id is number => id != null);
  const found = await users.getMany(ids);
  for (const record of records) {
    if (created && record.createdBy != null) {
      const user = found.get(record.createdBy);
      if (user) record.createdByUser = summary(user);
    }
    if (updated && record.updatedBy != null) {
      const user = found.get(record.updatedBy);
      if (user) record.updatedByUser = summary(user);
    }
  }
}
