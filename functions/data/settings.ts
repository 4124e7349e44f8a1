import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { now } from './clock.ts';
import { SETTING } from './stored-types.ts';
import { withoutKeys } from './stored-type.ts';
import { SETTING_NAME_MAX, type Setting } from '../../shared/settings.ts';

/** Named settings, one item each (SETTING in stored-types.ts). */
const key = (name: string) => SETTING.key({ name });

export async function getSetting(name: string): Promise<Setting | undefined> {
  if (name.length > SETTING_NAME_MAX) return undefined; // no setting has such a name; the key could not hold it
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: key(name) }));
  if (!result.Item) return undefined;
  return withoutKeys<Setting>(result.Item);
}

export async function saveSetting(setting: Setting, actor: number): Promise<Setting> {
  const stored = { ...setting, updatedAt: now(), updatedBy: actor };
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...key(setting.name), ...stored } }));
  return stored;
}
