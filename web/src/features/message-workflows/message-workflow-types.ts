import type { ContactEnrolledType } from '@shared/message-workflows';
import type { Tag } from '@shared/tags';
import type { RuleInput } from '@shared/target-groups/rule';
import type { UserSummary } from '@shared/users';
import type { TriggerPrototypeValue } from '@/components/triggers/trigger-types';

export type TagSummary = Pick<Tag, 'id' | 'name' | 'color'>;

/** A target group as the form holds it: sections (joined by OR) of rules (joined by AND). */
export interface TargetGroupValue {
  targetGroupSections: { targetGroupRules: RuleInput[] }[];
}

/** A message as the chooser shows it (and as include=message answers it). */
export interface MessageSummary {
  id: number;
  name: string;
  status: number;
  type: number;
}

/**
 * A message workflow as the API answers it. The list asks include=triggerPrototype,
 * createdByUser,updatedByUser,tags; the edit form include=targetGroup...,message,triggerPrototype,tags.
 */
export interface MessageWorkflow {
  id: number;
  name: string;
  description: string;
  status: number;
  shouldSendToSender: boolean;
  contactEnrolledType: ContactEnrolledType;
  triggerPrototype: TriggerPrototypeValue;
  targetGroup: TargetGroupValue;
  messageId: number | null;
  message?: MessageSummary | null;
  masterContactIds: number[];
  tags: TagSummary[];
  createdAt: number;
  updatedAt: number;
  version: number;
  createdByUser?: UserSummary;
  updatedByUser?: UserSummary;
}
