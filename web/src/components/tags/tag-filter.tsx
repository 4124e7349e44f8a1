import { useEffect, useState } from 'react';
import { getTagsByIds } from '@/api/tags/get-tags';
import { TagChip } from './tag-chip';
import type { ChosenTag } from './tag-chooser';
import { searchTags } from '@/api/tags/get-tags';
import { ObjectChooser } from '../object-chooser';
import { toastFailure } from '@/lib/api-client';
import { TAG_TEXTS } from '@shared/tags';
import './tag-filter.css';

/** The list filters' tag search starts at 1 character (spec section 5). */
export const TAG_FILTER_MIN_LENGTH = 1;

const idsOf = (value: string) => value.split(',').map(Number).filter((id) => Number.isInteger(id) && id > 0);

interface TagFilterProps {
  /** The filter's value as the URL keeps it: tag ids, comma separated (filter[have_tags]=1,2). */
  value: string;
  onChange: (value: string) => void;
  ariaLabel: string;
}

/** A list column filter on tags: records carrying any of the chosen tags. */
export function TagFilter({ value, onChange, ariaLabel }: TagFilterProps) {
  const [chosen, setChosen] = useState<ChosenTag[]>([]);

  // The URL is the truth (reload, back/forward): look up the tags of ids not shown yet.
  useEffect(() => {
    const ids = idsOf(value);
    const shown = new Set(chosen.map((tag) => tag.id));
    if (ids.length === chosen.length && ids.every((id) => shown.has(id))) return;
    let current = true;
    const known = new Map(chosen.map((tag) => [tag.id, tag]));
    const missing = ids.filter((id) => !known.has(id));
    getTagsByIds(missing)
      .then((found) => {
        if (!current) return;
        for (const tag of found) known.set(tag.id, tag);
        setChosen(ids.flatMap((id) => known.get(id) ?? []));
      })
      .catch((error) => toastFailure(TAG_TEXTS.searchFailed, error));
    return () => {
      current = false;
    };
    // `chosen` is read, not watched: only a new value from outside starts a lookup.
  }, [value]);

  return (
    <div className="tag-filter">
      <ObjectChooser<ChosenTag>
        id={`tag-filter-${ariaLabel.replace(/\W+/g, '-').toLowerCase()}`}
        value={chosen}
        onChange={(tags) => {
          setChosen(tags);
          onChange(tags.map((tag) => tag.id).join(','));
        }}
        search={(text) => searchTags(text)}
        searchFailedText={TAG_TEXTS.searchFailed}
        label={(tag) => tag.name}
        renderItem={(tag) => <TagChip name={tag.name} color={tag.color} />}
        minLength={TAG_FILTER_MIN_LENGTH}
        placeholder="Filter"
        ariaLabel={ariaLabel}
      />
    </div>
  );
}
