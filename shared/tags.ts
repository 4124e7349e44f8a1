import * as z from 'zod';
import { withAudit } from './audited.ts';

export const TAG_DEFAULT_COLOR = '#E7902B';
export const TAG_NAME_MAX = 100;
export const RECENT_TAGS = 10;

export const TAG_TEXTS = {
  nameRequired: 'Name is required.',
  nameTooLong: `Name can be at most ${TAG_NAME_MAX} characters.`,
  colorInvalid: 'Color must be a hex colour like #E7902B.',
  notFound: (id: number | string) => `The tag with #${id} can not be found.`,
  couldNotSave: 'Could not save tag',
  saved: 'The tag has been saved successfully',
  deleted: 'The tag has been deleted successfully',
  bulkDeleted: 'The tags has been deleted successfully',
  confirmDelete: (id: number, name: string) => `Are you sure want to delete tag #${id} ${name}?`,
  empty: 'No tags found',
  noRecent: 'There were no created tags',
  duplicate: 'This tag is already added.',
  searchFailed: 'Search tag fails',
  getFailed: 'Get tag fails',
} as const;

export const TAG_CODES = { couldNotSave: 1600, notFound: 1601, couldNotDelete: 1602 } as const;

export const TagInputSchema = z.object({
  name: z
    .string({ error: TAG_TEXTS.nameRequired })
    .trim()
    .min(1, TAG_TEXTS.nameRequired)
    .max(TAG_NAME_MAX, TAG_TEXTS.nameTooLong),
  color: z
    .string({ error: TAG_TEXTS.colorInvalid })
    .regex(/^#[0-9A-Fa-f]{6}$/, TAG_TEXTS.colorInvalid)
    .default(TAG_DEFAULT_COLOR),
  version: z.number().int().optional(),
});
export type TagInput = z.infer<typeof TagInputSchema>;

/** A tag as the API answers it. */
export const TagSchema = withAudit({
  name: z.string(),
  color: z.string(),
  /** When a record last took the tag (unix seconds): the recent tags come first. */
  lastUsed: z.number().int(),
});
export type Tag = z.infer<typeof TagSchema>;

/** A tag as records answer it with include=tags. */
export const TagSummarySchema = TagSchema.pick({ id: true, name: true, color: true });
export type TagSummary = z.infer<typeof TagSummarySchema>;

export const BulkDeleteTagsSchema = z.object({
  tagIds: z.array(z.number().int().positive(), { error: 'tagIds must be a list of tag ids.' }).min(1, 'Select at least one tag.'),
});

/** The bulk delete's answer: ids already gone come back in notFound rather than failing. */
export const DeleteTagsResultSchema = z.object({ deleted: z.array(z.number().int()), notFound: z.array(z.number().int()) });

/**
 * The tag list's bulk Add (decision 020): POST /v1/tags/{id}/add-to-tagged adds tag {id} to every
 * message, SMS template and message workflow that carries any of `tagIds` (the selected tags).
 */
export const AddTagToTaggedSchema = z.object({
  tagIds: z.array(z.number().int().positive(), { error: 'tagIds must be a list of tag ids.' }).min(1, 'Select at least one tag.'),
});

/** The records that took the tag, by kind (records that carried it already are left as they were). */
export const AddTagToTaggedResultSchema = z.object({
  messages: z.array(z.number().int()),
  smsTemplates: z.array(z.number().int()),
  messageWorkflows: z.array(z.number().int()),
});
export type AddTagToTaggedResult = z.infer<typeof AddTagToTaggedResultSchema>;

/** What an Add did, in a sentence ('Tag #3 Reminder was added to 2 messages and 1 SMS template.'). */
export function addedTagText(tag: Pick<Tag, 'id' | 'name'>, result: AddTagToTaggedResult): string {
  const parts = (
    [
      [result.messages.length, 'message', 'messages'],
      [result.smsTemplates.length, 'SMS template', 'SMS templates'],
      [result.messageWorkflows.length, 'message workflow', 'message workflows'],
    ] as const
  )
    .filter(([count]) => count > 0)
    .map(([count, one, many]) => `${count} ${count === 1 ? one : many}`);
  if (!parts.length) return `No message, SMS template or message workflow without tag #${tag.id} ${tag.name} carries the selected tags: nothing was changed.`;
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `Tag #${tag.id} ${tag.name} was added to ${list}.`;
}

/** Relative luminance (WCAG 2.x) of a #RRGGBB colour: 0 for black, 1 for white. */
export function relativeLuminance(color: string): number {
  const hex = color.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio (WCAG 2.x) between two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * A tag's text: black or white, whichever contrasts more with the tag's colour (decision 029).
 * The better of the two is at least 4.58 to 1 for any colour, above the 4.5 that WCAG AA asks of
 * text. The spec splits at a luminance of 128 instead, which leaves some colours (the demo's
 * Delegate red, #E72B5B) with white text at 4.3.
 */
export function tagTextColor(color: string): '#000000' | '#ffffff' {
  return contrastRatio(color, '#000000') >= contrastRatio(color, '#ffffff') ? '#000000' : '#ffffff';
}
