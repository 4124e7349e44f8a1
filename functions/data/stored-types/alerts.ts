import { storedType } from '../stored-type.ts';

/** Stored types: alerts, who read them, and their hourly digests. */

export const ALERT = storedType({
  name: 'alert',
  pk: 'alert',
  sk: '{id}',
  indexes: { gsi4: { pk: 'alert-time', sk: '{at:10}#{id}' } },
  expires: 'expiresAt',
  module: 'alerts.ts',
  usedBy: 'one per (kind, item): raised by a put if absent (GetItem first); the bell and GET /v1/alerts (gsi4 Query: newest first, the unread count a range after what the user read); the digest (gsi4 range of its hour)',
});

export const ALERT_READS = storedType({
  name: 'alerts read by a user',
  pk: 'alert-reads#{userId}',
  sk: 'reads',
  module: 'alerts.ts',
  usedBy: "a user's read state (GetItem): read up to an alert's time key, and the ones read one by one after it (UpdateItem ADD)",
});

export const ALERT_DIGEST = storedType({
  name: 'alert digest',
  pk: 'alert-digest',
  sk: '{hour:10}',
  module: 'alert-digests.ts',
  usedBy: 'the hourly digest: the hour claimed (put if absent), the last one sent (Query pk, newest first)',
});
