import { describe, expect, it } from 'vitest';
import { canRetry, failureFix } from './failure-fix.ts';
import { MAPPING_TEXTS } from './mapping.ts';
import { MESSAGE_TEXTS } from './messages.ts';
import { SENDING_TEXTS } from './sending.ts';
import { SENDING_TIME_TEXTS } from './sending-time.ts';
import { EVENT_WORKFLOW_TEXTS } from './event-message-workflows.ts';

/** Decision 021, rules F1-F8: the object a failed item's note blames, from the texts the server writes. */
const item = (note: string | null, message: { senderId: number | null; recipientId?: number | null } | null = { senderId: 7, recipientId: 8 }) => ({
  note,
  messageWorkflowId: 5,
  message: message && { id: 6, ...message },
});
const failed = (reason: string) => SENDING_TEXTS.failed(2, 10, reason);

describe('failureFix', () => {
  it.each([
    ['F1 no email address', failed(SENDING_TEXTS.noAddress(3, false, null, 'Delegates')), { object: 'recipient', id: 8 }],
    ['F1 not an email address', failed(SENDING_TEXTS.noAddress(3, false, 'Wanda', 'Delegates')), { object: 'recipient', id: 8 }],
    ['F1 no phone number', failed(SENDING_TEXTS.noAddress(3, true, '12', "O'Brien's list")), { object: 'recipient', id: 8 }],
    ['F1 the recipient query', failed(SENDING_TEXTS.noValues('recipient', 3)), { object: 'recipient', id: 8 }],
    ['F2 no recipient', failed(MESSAGE_TEXTS.recipientRequired), { object: 'message', id: 6 }],
    ['F2 recipient gone', failed(MESSAGE_TEXTS.recipientMissing(4)), { object: 'message', id: 6 }],
    ['F3 no sender address', failed(SENDING_TEXTS.noSenderAddress), { object: 'sender-info', id: 7 }],
    ['F3 the sender query', failed(SENDING_TEXTS.noValues('sender info', 3)), { object: 'sender-info', id: 7 }],
    ['F4 a layout gone', failed(SENDING_TEXTS.noLayout('Agenda', 41)), { object: 'layout', id: 41 }],
    ['F4 a layout that fails', failed(SENDING_TEXTS.layoutFailed('Agenda (v2)', 42, 'Agenda', 'Unknown "x" filter in "layout" at line 1.')), { object: 'layout', id: 42 }],
    ['F5 a mapping', failed(`${MAPPING_TEXTS.mappingFailed}: contacts[].x`), { object: 'message', id: 6 }],
    ['F5 the reference set query', failed(SENDING_TEXTS.noValues('reference set', 3)), { object: 'message', id: 6 }],
    ['F6 no message', SENDING_TEXTS.messageMissing, { object: 'workflow', id: 5 }],
    ['F6 message gone', failed(SENDING_TEXTS.messageGone(6)), { object: 'workflow', id: 5 }],
    ['F6 audience', SENDING_TEXTS.audienceFailed('Unknown rule type.'), { object: 'workflow', id: 5 }],
    ['F7 a deadline the event lacks', SENDING_TIME_TEXTS.deadlineMissing(4), { object: 'trigger', id: null }],
    ['F7 an empty time frame', SENDING_TIME_TEXTS.emptyTimeFrame, { object: 'trigger', id: null }],
    ['F8 the provider refused', failed('MessageRejected: Email address is not verified.'), { object: 'support', id: null }],
    ['F8 the schedule', EVENT_WORKFLOW_TEXTS.scheduleFailed('Scheduler down'), { object: 'support', id: null }],
    ['F8 a contact gone', failed('There is no master contact #3.'), { object: 'support', id: null }],
    ['F8 the workflow gone', SENDING_TEXTS.workflowGone(5), { object: 'support', id: null }],
    ['F8 no note', null, { object: 'support', id: null }],
  ])('%s', (_rule, note, fix) => {
    expect(failureFix(item(note))).toEqual(fix);
  });

  it('F1 and F3 fall back to the message when it names no recipient or sender info (the sender Other)', () => {
    expect(failureFix(item(failed(SENDING_TEXTS.noSenderAddress), { senderId: null }))).toEqual({ object: 'message', id: 6 });
    expect(failureFix(item(failed(SENDING_TEXTS.noAddress(3, false, null, 'R')), { senderId: null, recipientId: null }))).toEqual({ object: 'message', id: 6 });
  });

  it('R1: Retry is offered for a failed send, not for an item without a sending time', () => {
    expect(canRetry(item(failed(SENDING_TEXTS.noAddress(3, false, null, 'R'))))).toBe(true);
    expect(canRetry(item(EVENT_WORKFLOW_TEXTS.scheduleFailed('down')))).toBe(true);
    expect(canRetry(item(SENDING_TIME_TEXTS.deadlineMissing(4)))).toBe(false);
  });
});
