import { searchTags } from '@/api/tags/get-tags';
import { TAG_UI } from './tag-texts';
import { ObjectPicker } from '@/components/object-picker';
import { TagChip } from '@/components/tags/tag-chip';
import type { Tag } from '@shared/tags';

/** The tag the list's bulk Add adds (decision 020): a typeahead of tags. */
export default function BulkAddTagPicker({ tag, onChange }: { tag: Tag | null; onChange: (tag: Tag | null) => void }) {
  return (
    <ObjectPicker<Tag>
      id="bulk-add-tag"
      value={tag}
      onChange={onChange}
      search={(text) => searchTags(text)}
      searchFailedText={TAG_UI.searchFailed}
      label={(chosen) => `#${chosen.id} ${chosen.name}`}
      renderItem={(chosen) => <TagChip name={`#${chosen.id} ${chosen.name}`} color={chosen.color} />}
      minLength={1}
      placeholder={TAG_UI.addChooser}
      ariaLabel={TAG_UI.addChooser}
    />
  );
}
