import type { MessageWorkflow } from '../../data/catalogue.ts';
import { findAudience } from '../audience/audience.ts';
import { Failure } from '../failure.ts';
import { SENDING_TEXTS } from '../../../shared/sending.ts';
import type { TargetGroup } from '../../../shared/target-groups/target-group.ts';

/**
 * The contacts an item of `workflow` sends to at `eventId`, in id order (docs/sending.md, D7): the
 * workflow's target group for the event (automatic enrolment) or its contact list (manual). The
 * freeze and the readiness check both ask this, so the check sees the audience dispatch would.
 * Throws the audience's Failure when the target group cannot be evaluated.
 */
export async function audienceOf(workflow: MessageWorkflow, eventId: number): Promise<number[]> {
  if (workflow.contactEnrolledType === 'manual') return [...new Set(workflow.masterContactIds)].sort((a, b) => a - b);
  return (await findAudience(workflow.targetGroup as TargetGroup, eventId)).members.map((member) => member.id);
}

/**
 * Why the audience cannot be resolved, as the item's note says it ('The audience could not be
 * resolved: ...'), or undefined for an error that is not the audience's (the store or a provider
 * failing), which the caller rethrows.
 */
export function audienceFailure(error: unknown): string | undefined {
  if (!(error instanceof Failure) || error.kind === 'unavailable' || error.kind === 'provider') return undefined;
  return SENDING_TEXTS.audienceFailed(Object.values(error.errors ?? {})[0] ?? error.message);
}
