import { useState } from 'react';
import type { TagSummary } from '@shared/tags';

/**
 * A form keeps tag ids (what the API takes); its chips need the tags themselves: the record's,
 * and each one chosen since.
 */
export function useChosenTags(recordTags: TagSummary[] | undefined, ids: number[] | undefined, setIds: (ids: number[]) => void) {
  const [known, setKnown] = useState(() => new Map((recordTags ?? []).map((tag) => [tag.id, tag])));
  const tags = (ids ?? []).flatMap((id) => known.get(id) ?? []);
  const choose = (chosen: TagSummary[]) => {
    setKnown((current) => new Map([...current, ...chosen.map((tag) => [tag.id, tag] as const)]));
    setIds(chosen.map((tag) => tag.id));
  };
  return { tags, choose };
}
