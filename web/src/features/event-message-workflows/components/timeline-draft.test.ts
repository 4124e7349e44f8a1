import { describe, expect, it } from 'vitest';
import { draftItems, editTrigger, EMPTY_DRAFT, entriesToSave, isDirty, switchItem, type TimelineDraft } from './timeline-draft';
import type { EventWorkflowItem, ItemWorkflow } from '../event-workflow-types';

const trigger = (interval: number) => ({ triggerType: 'scheduled' as const, triggerData: { interval, triggerScheduledType: 'days', sendingDay: [], basedOnCriterion: 1, eventDeadlineType: 1, sendingTime: '09:00' } });
const workflow = (id: number): ItemWorkflow => ({ id, name: `Workflow ${id}`, status: 1, triggerPrototype: trigger(2), message: null });
const NOW = 1_000_000;
const saved = (id: number, status: number, scheduledTime: number | null = NOW + 100): EventWorkflowItem => ({
  id,
  eventId: 9,
  messageWorkflowId: id * 10,
  status,
  note: null,
  trigger: trigger(2),
  scheduledTime,
  updatedAt: 1,
  version: 1,
  messageWorkflow: workflow(id * 10),
});

describe('the timeline draft', () => {
  it('switching a saved item back to how it is stored leaves nothing to save', () => {
    const item = saved(1, 1);
    const [view] = draftItems([item], EMPTY_DRAFT, NOW);
    const off = switchItem(EMPTY_DRAFT, view, item, false);
    expect(draftItems([item], off, NOW)[0]).toMatchObject({ status: 0, on: false, pending: 'changed' });
    expect(switchItem(off, view, item, true)).toEqual(EMPTY_DRAFT);
  });

  it('a switched-on item whose time passed will be out of date', () => {
    const item = saved(1, 0, NOW - 100);
    const [view] = draftItems([item], EMPTY_DRAFT, NOW);
    expect(draftItems([item], switchItem(EMPTY_DRAFT, view, item, true), NOW)[0]).toMatchObject({ status: 7, on: true });
  });

  it('new items show what their previewed time will make of them', () => {
    const draft: TimelineDraft = {
      changes: {},
      added: [
        { workflow: workflow(1), on: true, trigger: trigger(2), triggerEdited: false, preview: { kind: 'at', at: NOW + 5, outOfDate: false } },
        { workflow: workflow(2), on: true, trigger: trigger(2), triggerEdited: false, preview: { kind: 'at', at: NOW - 5, outOfDate: true } },
        { workflow: workflow(3), on: true, trigger: trigger(2), triggerEdited: false, preview: { kind: 'unresolvable', reason: 'deadline-missing', message: 'The event has no Feedback deadline.' } },
        { workflow: workflow(4), on: false, trigger: trigger(2), triggerEdited: false, preview: { kind: 'at', at: NOW + 5, outOfDate: false } },
      ],
    };
    expect(draftItems([], draft, NOW).map(({ status, time, note }) => ({ status, time, note }))).toEqual([
      { status: 1, time: NOW + 5, note: null },
      { status: 7, time: NOW - 5, note: 'Its sending time had passed when it was planned: it is not sent late.' },
      { status: 6, time: null, note: 'The event has no Feedback deadline.' },
      { status: 0, time: NOW + 5, note: null },
    ]);
  });

  it('saves changed items with id, status and trigger, and new ones with their trigger only when edited', () => {
    const [active, late, untouched] = [saved(1, 1), saved(2, 7, NOW - 100), saved(3, 1)];
    const views = draftItems([active, late, untouched], EMPTY_DRAFT, NOW);
    let draft = switchItem(EMPTY_DRAFT, views[0], active, false);
    draft = editTrigger(draft, views[1], trigger(5), { kind: 'at', at: NOW + 50, outOfDate: false });
    draft = { ...draft, added: [{ workflow: workflow(7), on: true, trigger: trigger(2), triggerEdited: false }, { workflow: workflow(8), on: false, trigger: trigger(4), triggerEdited: true }] };
    expect(isDirty(draft)).toBe(true);
    // the out-of-date item has no switch: it is saved as active with its new trigger (and planned again)
    expect(draftItems([active, late, untouched], draft, NOW)[1]).toMatchObject({ status: 1, on: undefined, time: NOW + 50 });
    expect(entriesToSave(9, [active, late, untouched], draft)).toEqual({
      entries: [
        { id: 1, eventId: 9, status: 0, trigger: trigger(2) },
        { id: 2, eventId: 9, status: 1, trigger: trigger(5) },
        { eventId: 9, messageWorkflowId: 7, status: 1 },
        { eventId: 9, messageWorkflowId: 8, status: 0, trigger: trigger(4) },
      ],
      keys: ['item-1', 'item-2', 'new-7', 'new-8'],
    });
  });
});
