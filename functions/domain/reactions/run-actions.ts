import { actionTriggerStore, messageStore } from '../../data/catalogue.ts';
import { clearActions, contactsWithActions } from '../../data/directory/store.ts';
import { sendOnce } from '../sending/send-once.ts';
import { takeOutOfSending } from '../sending/cancellations.ts';
import { isParticipationChange, recordName, TRIGGER, triggerName, type ContactAction, type ContactActions, type TriggerId } from '../directory/changes.ts';
import { itemReader, participationWindowDays, recordParticipationChange } from '../reports/participation.ts';
import { noActions, type ImportActions } from '../../../shared/directory/records.ts';
import { inParallel } from '../../../shared/in-parallel.ts';
import { ACTION_TRIGGER_TEXTS } from '../../../shared/sending.ts';
import { STATUS } from '../../../shared/status.ts';

/**
 * Runs the action triggers an import found (docs/sending.md, "Action triggers"): each pending
 * action of a contact sends the trigger's message once under its key (sendOnce) and, for a
 * cancelled registration, takes the contact out of the event's items being sent. A participation
 * change (a registration, a confirmation, a booked meeting) is recorded on the deliveries it
 * followed, for the reports (docs/reports.md). A contact's
 * actions are cleared once all of them ran; one that could not run stays on the contact and the
 * next import runs it again (its own contacts first, then up to SWEEP others that an import which
 * stopped short left behind). Every step is idempotent, so running an action twice sends once.
 */
const SWEEP = 100;
const IN_FLIGHT = 8;

/** Tests stop an import between its writes and its actions, as a crash there would. */
let interruption: (() => void) | undefined;
export const interruptActions = (hook: (() => void) | undefined) => void (interruption = hook);

/** The message id a trigger sends, or why it sends nothing; asked once per trigger per run. */
function messageLookup(): (trigger: TriggerId) => Promise<number | string> {
  const answers = new Map<TriggerId, Promise<number | string>>();
  const lookup = async (trigger: TriggerId) => {
    const messageId = (await actionTriggerStore.get(trigger, { consistent: true }))?.messageId;
    if (!messageId) return ACTION_TRIGGER_TEXTS.noMessage;
    const message = await messageStore.get(messageId, { consistent: true });
    if (!message) return ACTION_TRIGGER_TEXTS.messageGone(messageId);
    return message.status === STATUS.active ? messageId : ACTION_TRIGGER_TEXTS.messageNotActive(messageId);
  };
  return (trigger) => {
    if (!answers.has(trigger)) answers.set(trigger, lookup(trigger));
    return answers.get(trigger)!;
  };
}

export async function runActions(own: ContactActions[]): Promise<ImportActions> {
  interruption?.();
  const summary = noActions();
  const messageOf = messageLookup();
  const byContact = new Map(own.filter((c) => Object.keys(c.actions).length).map((c) => [c.contactId, c]));
  for (const left of await contactsWithActions<ContactAction>(SWEEP))
    if (!byContact.has(left.id)) byContact.set(left.id, { contactId: left.id, version: left.version, actions: left.actionsPending ?? {} });

  const itemsOf = itemReader();
  let windowDays: Promise<number> | undefined;
  const runOne = async (key: string, action: ContactAction): Promise<boolean> => {
    if (isParticipationChange(action)) {
      // for the reports: the deliveries this change followed (no message is sent)
      try {
        await recordParticipationChange(action, await (windowDays ??= participationWindowDays()), itemsOf);
        return true;
      } catch (error) {
        console.error(`Recording a participation change of contact #${action.contactId} failed; the next import tries again: ${(error as Error).message}`);
        return false;
      }
    }
    const notSent = (reason: string) => summary.notSent.push({ trigger: triggerName(action.trigger), contactId: action.contactId, record: recordName(action), reason });
    try {
      if (action.trigger === TRIGGER.cancelledRegistration) summary.skippedDeliveries += await takeOutOfSending(action.eventId, action.contactId, key);
      const message = await messageOf(action.trigger);
      if (typeof message === 'string') {
        notSent(message); // dropped: mapping a message later does not send for earlier changes
        return true;
      }
      const { created, delivery } = await sendOnce({ key, messageId: message, eventId: action.eventId, contactId: action.contactId });
      if (created || delivery.status === 'pending') summary.queued++;
      return true;
    } catch (error) {
      notSent(ACTION_TRIGGER_TEXTS.notQueued((error as Error).message));
      return false;
    }
  };

  await inParallel([...byContact.values()], IN_FLIGHT, async ({ contactId, version, actions }) => {
    let allRan = true;
    for (const [key, action] of Object.entries(actions)) allRan = (await runOne(key, action)) && allRan;
    if (allRan) await clearActions(contactId, version);
  });
  summary.notSent.sort((a, b) => a.contactId - b.contactId || a.record.localeCompare(b.record));
  return summary;
}
