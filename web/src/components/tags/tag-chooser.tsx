import { searchTags } from '@/api/tags/get-tags';
import { TagChip } from './tag-chip';
import { TagCloud } from './tag-cloud';
import { ObjectChooser, addUnique } from '../object-chooser';
import { TAG_TEXTS, type Tag } from '@shared/tags';

/** A chosen tag: a full tag, or the {id, name, color} a record's include=tags answers. */
export type ChosenTag = Pick<Tag, 'id' | 'name' | 'color'>;

interface TagChooserProps {
  id: string;
  value: ChosenTag[];
  onChange: (tags: ChosenTag[]) => void;
  /** Forms search from 3 characters; the list-page tag filter from 1 (spec section 5). */
  minLength?: number;
  /** Shows the recent-tags cloud under the input; a click adds the tag. */
  withCloud?: boolean;
  placeholder?: string;
}

/** Picks tags for a record (messages, SMS templates...): typeahead plus optional recent-tags cloud. */
export function TagChooser({ id, value, onChange, minLength, withCloud, placeholder = 'Type to search tags' }: TagChooserProps) {
  return (
    <div className="tag-chooser">
      <ObjectChooser<ChosenTag>
        id={id}
        value={value}
        onChange={onChange}
        search={(text) => searchTags(text)}
        searchFailedText={TAG_TEXTS.searchFailed}
        label={(tag) => tag.name}
        renderItem={(tag) => <TagChip name={tag.name} color={tag.color} />}
        minLength={minLength}
        placeholder={placeholder}
      />
      {withCloud && <TagCloud onPick={(tag) => onChange(addUnique(value, tag, TAG_TEXTS.duplicate))} />}
    </div>
  );
}
