import { WriteConflict } from './conflict.ts';
import { now } from './clock.ts';
import { AUDIT_POINTER, commitWithEntry, type AuditNote } from './audit-log.ts';
import { UnitOfWork, UnitRefused } from './unit-of-work.ts';
import { answerOfSetting, readStoredSetting, settingKey } from './settings.ts';
import { diffRecords, settingEntityId } from '../../shared/audit.ts';
import type { Setting } from '../../shared/settings.ts';

/**
 * Saves a setting with its audit entry (docs/audit.md, S1), one unit of work as a catalogue
 * record's write (audit-log.ts). The item carries a version, so the write is conditional on the
 * one read; a save that meets another one in between reads again and records its change against
 * what that one left (settings have no version in their API: the last save wins, each with its entry).
 */
export async function saveSetting(setting: Setting, by: AuditNote): Promise<Setting> {
  for (let attempt = 1; ; attempt++) {
    const current = await readStoredSetting(setting.name, true);
    const version = (current?.version ?? 0) + 1;
    const stored = { ...setting, updatedAt: now(), updatedBy: by.author.user?.id };
    const fields = {
      ...by.author,
      action: by.action,
      ...(by.note ? { note: by.note } : {}),
      entityType: 'setting',
      entityId: settingEntityId(setting.name),
      entityName: setting.name,
      version,
      changes: diffRecords(current && { value: current.value, groupName: current.groupName }, { value: setting.value, groupName: setting.groupName }),
      ...(current?.auditEntry !== undefined ? { previous: current.auditEntry } : {}),
    };
    const condition = !current
      ? { expression: 'attribute_not_exists(pk)' }
      : current.version === undefined
        ? { expression: 'attribute_not_exists(#version)', names: { '#version': 'version' } }
        : { expression: '#version = :version', names: { '#version': 'version' }, values: { ':version': current.version } };
    try {
      await commitWithEntry(fields, (entry) => new UnitOfWork().put({ ...settingKey(setting.name), ...stored, version, [AUDIT_POINTER]: entry.id }, { condition, name: 'setting' }), () => undefined);
    } catch (error) {
      if (!(error instanceof UnitRefused && error.by('setting'))) throw error;
      if (attempt >= 5) throw new WriteConflict(`The setting '${setting.name}' is being saved by someone else; save it again.`);
      continue;
    }
    return answerOfSetting(stored);
  }
}
