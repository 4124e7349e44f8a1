import { countAudience } from '../audience/audience.ts';
import { DraftTargetGroupSchema, type TargetGroup } from '../../../shared/target-groups/target-group.ts';
import type { AudienceChange } from '../../../shared/change-preview.ts';

/**
 * Audience sizes for change previews (docs/change-previews.md, "How counts are made"): the
 * planner's count, as POST /v1/target-groups/count answers it (only the planned candidates are
 * evaluated; a group that could be met by any contact is not counted: null). Each (group, event)
 * is counted once per preview.
 */
export interface AudienceSize {
  count: number | null;
  read: 'candidates' | 'all contacts';
}

/** The parts of a workflow its audience comes from. */
export interface AudienceSource {
  contactEnrolledType?: string;
  masterContactIds?: number[];
  targetGroup?: unknown;
}

export function audienceCounter() {
  const counted = new Map<string, Promise<AudienceSize>>();
  const ofGroup = (targetGroup: unknown, eventId: number): Promise<AudienceSize> => {
    // a group without rules (a workflow back in Draft) reaches nobody: the planner counts 0
    const parsed = DraftTargetGroupSchema.safeParse(targetGroup);
    if (!parsed.success) return Promise.resolve({ count: null, read: 'all contacts' });
    const key = `${eventId}:${JSON.stringify(parsed.data)}`;
    let size = counted.get(key);
    if (!size) {
      size = countAudience(parsed.data as TargetGroup, eventId).then((answer) => ({ count: answer.count, read: answer.read }));
      counted.set(key, size);
    }
    return size;
  };
  return {
    ofGroup,
    /** A workflow's: its contact list (manual enrolment, as the freeze reads it), else its target group's. */
    ofWorkflow: (workflow: AudienceSource, eventId: number): Promise<AudienceSize> =>
      workflow.contactEnrolledType === 'manual' ? Promise.resolve({ count: new Set(workflow.masterContactIds ?? []).size, read: 'candidates' }) : ofGroup(workflow.targetGroup, eventId),
  };
}

/** Who receives it before and after, as + and \u2212 (both 0 where either side could not be counted). */
export function audienceChange(before: AudienceSize | 0, after: AudienceSize | 0): AudienceChange {
  const count = (side: AudienceSize | 0) => (side === 0 ? 0 : side.count);
  const [b, a] = [count(before), count(after)];
  const read = (before !== 0 && before.read === 'all contacts') || (after !== 0 && after.read === 'all contacts') ? 'all contacts' : 'candidates';
  const known = b !== null && a !== null;
  return { before: b, after: a, added: known ? Math.max(0, a - b) : 0, removed: known ? Math.max(0, b - a) : 0, read };
}
