import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { now } from './entity-store.ts';
import { SETTING_NAME_MAX, type Setting } from '../../shared/settings.ts';

/** Named settings, one item each under pk `setting`. */
const key = (name: string) => ({ pk: 'setting', sk: name });

export async function getSetting(name: string): Promise<Setting | undefined> {
  if (name.length > SETTING_NAME_MAX) return undefined; // no setting has such a name; the key could not hold it
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: key(name) }));
  if (!result.Item) return undefined;
  const { pk: _pk, sk: _sk, ...setting } = result.Item;
  return setting as Setting;
}

export async function saveSetting(setting: Setting, actor: number): Promise<Setting> {
  const stored = { ...setting, updatedAt: now(), updatedBy: actor };
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...key(setting.name), ...stored } }));
  return stored;
}
