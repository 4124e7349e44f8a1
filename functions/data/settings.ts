import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { SETTING } from './stored-types.ts';
import { withoutKeys } from './stored-type.ts';
import { SETTING_NAME_MAX, type Setting } from '../../shared/settings.ts';

/** Named settings, one item each (SETTING in stored-types.ts); they are saved with their audit entry (save-setting.ts). */
export const settingKey = (name: string) => SETTING.key({ name });

/** A setting as stored, with what the store keeps for itself: its version and the entry that recorded it. */
export type StoredSetting = Setting & { version?: number; auditEntry?: number };

export async function readStoredSetting(name: string, consistent = false): Promise<StoredSetting | undefined> {
  if (name.length > SETTING_NAME_MAX) return undefined; // no setting has such a name; the key could not hold it
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: settingKey(name), ConsistentRead: consistent }));
  return result.Item ? withoutKeys<StoredSetting>(result.Item) : undefined;
}

/** A setting as the API answers it. */
export const answerOfSetting = ({ version: _version, auditEntry: _entry, ...setting }: StoredSetting): Setting => setting;

export async function getSetting(name: string): Promise<Setting | undefined> {
  const stored = await readStoredSetting(name);
  return stored && answerOfSetting(stored);
}
