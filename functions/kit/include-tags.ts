import { tagStore } from '../data/catalogue.ts';

/** With include=tags, records' tag ids become the tags themselves ({id, name, color}), in one batched read. */
export async function includeTags(records: { tags?: unknown[] }[]): Promise<void> {
  const ids = records.flatMap((record) => (record.tags ?? []).filter((id): id is number => typeof id === 'number'));
  const found = await tagStore.getMany(ids);
  for (const record of records)
    record.tags = (record.tags ?? []).flatMap((id) => {
      const tag = found.get(id as number);
      return tag ? [{ id: tag.id, name: tag.name, color: tag.color }] : [];
    });
}
