import { useEffect } from 'react';
import { useRecentTags } from '@/api/tags/get-tags';
import { TagChip } from './tag-chip';
import { toastFailure } from '@/lib/api-client';
import { TAG_TEXTS, type Tag } from '@shared/tags';

/** The recently used tags; clicking one hands it to `onPick` (a chooser adds it, the tag pages open it). */
export function TagCloud({ onPick, title = 'Recent tags' }: { onPick?: (tag: Tag) => void; title?: string }) {
  const { data, error } = useRecentTags();
  const tags = data?.items;

  useEffect(() => {
    if (error) toastFailure(TAG_TEXTS.searchFailed, error);
  }, [error]);

  return (
    <section className="tag-cloud" aria-label={title}>
      <h2 className="tag-cloud__title">{title}</h2>
      {!tags ? (
        <p className="tag-cloud__empty">{error ? TAG_TEXTS.searchFailed : 'Loading...'}</p>
      ) : tags.length === 0 ? (
        <p className="tag-cloud__empty">{TAG_TEXTS.noRecent}</p>
      ) : (
        <ul className="tag-cloud__list">
          {tags.map((tag) => (
            <li key={tag.id}>
              {onPick ? (
                <button type="button" className="tag-cloud__pick" onClick={() => onPick(tag)} title={`#${tag.id}`}>
                  <TagChip name={tag.name} color={tag.color} />
                </button>
              ) : (
                <TagChip name={tag.name} color={tag.color} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
