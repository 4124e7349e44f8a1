/**
 * The audit trail's vocabulary (docs/audit.md), shared by the server and the SPA; the response
 * schemas are in audit-schemas.ts, so that screens which only name actions carry no zod.
 */

import type { DateRangeRule } from './list-query.ts';

/**
 * The audit log's time range: over the entries' `at`, as filter[at:from] and filter[at:to];
 * filter[at.start] and filter[at.end], the spelling the list read before, are read as the same
 * ends (docs/decisions/041-one-date-range-spelling.md).
 */
export const AUDIT_RANGE: DateRangeRule = { field: 'at', aliases: [{ from: 'filter[at.start]', to: 'filter[at.end]' }] };

/** What an entry records. Later sources (settings, users, sign-ins, imports, the system's own steps) add theirs here. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'clone', 'bulk-status', 'bulk-delete', 'password-change', 'sign-in', 'sign-in-failed', 'import', 'approve', 'reject', 'attach', 'remove', 'switch-on', 'switch-off', 'reactivate', 'out-of-date', 're-plan', 'suppress'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  clone: 'Cloned',
  'bulk-status': 'Bulk status',
  'bulk-delete': 'Bulk delete',
  'password-change': 'Password changed',
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
  import: 'Imported',
  approve: 'Approved',
  reject: 'Rejected',
  attach: 'Attached',
  remove: 'Removed',
  'switch-on': 'Switched on',
  'switch-off': 'Switched off',
  reactivate: 'Reactivated',
  'out-of-date': 'Marked Out of date',
  're-plan': 'Re-planned',
  suppress: 'Suppressed',
};

/** The record types the trail covers now, with the names the screens show. */
export const AUDITED_TYPES: Record<string, string> = {
  message: 'Message',
  'sms-template': 'SMS template',
  'reference-layout': 'Reference layout',
  'reference-set-template': 'Reference set template',
  'sender-info': 'Sender info',
  recipient: 'Recipient',
  'test-contact': 'Test contact',
  tag: 'Tag',
  'message-workflow': 'Message workflow',
  'message-workflow-set': 'Message workflow set',
  setting: 'Setting',
  user: 'User',
  import: 'Import',
  'directory-contact': 'Contact',
  'directory-company': 'Company',
  'directory-event': 'Event',
  approval: 'Approval',
  'event-message-workflow': 'Event timeline item',
  suppression: 'Suppressed address',
};

/**
 * A setting's record id in the trail: settings are named, entries are numbered, so the id is the
 * FNV-1a hash (32 bits) of the name; the entry's entityName is the name itself.
 */
export function settingEntityId(name: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(name)) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash;
}

/** The record an entry's record belongs to (an event timeline item's event): that record's History lists it too. */
export interface AuditParent {
  type: string;
  id: number;
}

/** What a change does to sends, where known: the items whose send it changes, and the contacts they reach. */
export interface AuditImpact {
  items?: number;
  contacts?: number;
}

/** The setting that says how long entries are kept (days); the store's TTL removes them after it. */
export const AUDIT_RETENTION_SETTING = 'audit.retentionDays';
export const AUDIT_RETENTION_DAYS_DEFAULT = 730;

/** Who made a change: a user (with the name they had then), or the system with the job's name (`system:<job>`). */
export interface AuditAuthor {
  user: { id: number; name: string } | null;
  actor: string;
}

export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** The fields every record carries for its own bookkeeping: not changes anyone made. */
const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy', 'version', 'lastUsed']);
/** Never stored in the trail, whatever the record type: secrets and password hashes. */
export const SECRET_FIELD = /password|secret|token|apikey|api_key|credential/i;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The changes from `before` to `after`, field by field (top-level fields; a nested list such as a
 * message's translations is one field, its values whole). A create has no `before`, a delete no
 * `after`. Secret fields appear as changed, with their values left out.
 */
export function diffRecords(before: object | undefined, after: object | undefined): AuditChange[] {
  const [from, to] = [(before ?? {}) as Record<string, unknown>, (after ?? {}) as Record<string, unknown>];
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter((field) => !BOOKKEEPING.has(field)).sort();
  const changes: AuditChange[] = [];
  for (const field of fields) {
    if (same(from[field], to[field])) continue;
    if (SECRET_FIELD.test(field)) changes.push({ field, before: null, after: null });
    else changes.push({ field, before: from[field] ?? null, after: to[field] ?? null });
  }
  return changes;
}

export type DiffLine = { kind: 'same' | 'added' | 'removed'; text: string };

/**
 * A line diff of two texts (longest common subsequence), for showing a long text's change; texts
 * past `limit` lines each are shown whole as removed and added rather than compared.
 */
export function lineDiff(before: string, after: string, limit = 2000): DiffLine[] {
  const [a, b] = [before.split('\n'), after.split('\n')];
  if (a.length > limit || b.length > limit) return [...a.map((text) => ({ kind: 'removed' as const, text })), ...b.map((text) => ({ kind: 'added' as const, text }))];
  const table = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) table[i][j] = a[i] === b[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
  const lines: DiffLine[] = [];
  let [i, j] = [0, 0];
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) lines.push({ kind: 'same', text: a[i++] }), j++;
    else if (table[i + 1][j] >= table[i][j + 1]) lines.push({ kind: 'removed', text: a[i++] });
    else lines.push({ kind: 'added', text: b[j++] });
  }
  while (i < a.length) lines.push({ kind: 'removed', text: a[i++] });
  while (j < b.length) lines.push({ kind: 'added', text: b[j++] });
  return lines;
}

export const AUDIT_TEXTS = {
  history: 'History',
  noHistory: 'No changes recorded yet.',
  auditLog: 'Audit log',
  system: 'System',
  fieldsChanged: (n: number) => (n === 1 ? '1 field changed' : `${n} fields changed`),
};
