import { TagChip } from '../tags/tag-chip';
import { TagFilter } from '../tags/tag-filter';
import type { ListColumn } from './list-types';
import type { TagSummary } from '@shared/tags';

// Apart from columns.tsx: its filter (a tag search) brings PrimeReact's AutoComplete, which a list
// without tags does not load (docs/decisions/024-spa-weight-and-serving.md).

/** The 'Tags' column: the record's tags as chips; its filter keeps records carrying any chosen tag (the tag search starts at 1 character). */
export function tagsColumn<T extends { tags: TagSummary[] }>({ width = '14rem' }: { width?: string } = {}): ListColumn<T> {
  return {
    field: 'tags',
    header: 'Tags',
    width,
    filter: { type: 'custom', field: 'have_tags', op: 'eq', render: (value, change) => <TagFilter value={value} onChange={change} ariaLabel="Filter by Tags" /> },
    body: (item) => (
      <span className="chip-list">
        {item.tags.map((tag) => (
          <TagChip key={tag.id} name={tag.name} color={tag.color} />
        ))}
      </span>
    ),
  };
}
