import { storedType } from '../stored-type.ts';

/** Stored types: event message workflow items and what is kept beside them (day counters, re-plans, send marks, schedule firings). */

export const ITEM = storedType({
  name: 'event workflow item',
  pk: 'emw#{eventId}',
  sk: '{id:12}',
  indexes: {
    gsi1: { pk: 'emw-status#{status}#{month}', sk: '{at:10}#{id:12}', sparse: true },
    gsi2: { pk: 'emw-count-move', sk: '{at:10}#{id:12}', sparse: true },
    gsi3: { pk: 'emw-wf#{workflowId}#{month}', sk: '{at:10}#{id:12}', sparse: true },
    gsi4: { pk: 'emw-send#{month}', sk: '{at:10}#{id:12}', sparse: true },
    gsi5: { pk: 'emw-upd#{month}', sk: '{updatedAt:10}#{id:12}', sparse: true },
  },
  version: 'version',
  counters: ['firings'],
  module: 'item-store.ts',
  usedBy:
    "the timeline (Query pk); the dashboard's rows: a page in send order (gsi4 range per month), of some statuses (gsi1, keys), of some workflows (gsi3, keys), in the order of their last change (gsi5, keys and send time, per send month); count moves under way (gsi2, while one is)",
});

export const ATTACH_CLAIM = storedType({
  name: 'workflow attached to an event',
  pk: 'emw#{eventId}',
  sk: 'wf#{workflowId:12}',
  module: 'attach-claims.ts',
  usedBy: '"not already attached" (put if absent)',
});

export const ITEM_POINTER = storedType({ name: 'item by id', pk: 'emw-item#{id}', sk: 'emw', module: 'item-store.ts', usedBy: 'routes that name items by id (BatchGet)' });

export const REPLAN_RECORD = storedType({
  name: 're-plan by an import',
  pk: 'emw-replans#{eventId}',
  sk: '{at:10}#{eventVersion:12}#{itemId:12}#{token}',
  expires: 'expiresAt',
  module: 'replan-log.ts',
  usedBy: "the timeline's 'Re-planned by import' entries (Query pk, newest first, at most 50); trimmed to 50 after each import that writes one",
});

export const ITEM_DAY_COUNT = storedType({
  name: 'items of a day by status',
  pk: 'emw-count',
  sk: '{day}',
  counters: ['n<status>', 'moves'],
  module: 'item-counts.ts',
  usedBy: "the dashboard's counts, the start of a page, a page's total (Query sk range of the window's days, a few attributes each); moved by every item write that changes a day or status (UpdateItem ADD, once per move)",
});

export const ITEM_DAY_GROUPS = storedType({
  name: 'items of a day by workflow and event',
  pk: 'emw-count-g',
  sk: '{day}',
  counters: ['w<workflowId>', 'e<eventId>', 'moves'],
  module: 'item-counts.ts',
  usedBy: "the sizes of workflows and events in a window, for the dashboard's plans by name (Query sk range of the window's days); moved by an item's first count and its moves to another day (UpdateItem ADD, once per move)",
});

export const ITEM_COUNTS_BUILT = storedType({
  name: 'item counters complete',
  pk: 'emw-count',
  sk: 'built',
  module: 'item-counts.ts',
  usedBy: 'whether every item has been counted (GetItem at the local start-up)',
});

export const PROCESSING_MARK = storedType({
  name: 'item being sent',
  pk: 'emw-processing',
  sk: '{itemId:12}',
  module: 'processing-index.ts',
  usedBy: 'the local start-up resume (Query pk)',
});

export const FIRING = storedType({
  name: 'schedule firing',
  pk: 'schedule-firing#{scheduleName}',
  sk: '{scheduledTime}',
  counters: ['invocations'],
  module: 'firings.ts',
  usedBy: 'dispatch: one record per firing (UpdateItem ADD)',
});
