import { describe, expect, it } from 'vitest';
import { SettingSchema } from './settings.ts';

describe('a setting value the store can hold', () => {
  it("refuses an own '__proto__' key, which the store's marshalling would take for the prototype", () => {
    // JSON.parse makes __proto__ an own key; an object literal could not
    const result = SettingSchema.safeParse(JSON.parse('{"name":"x","value":{"list":[{"__proto__":{"p":1}}]}}'));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['value', "Value may not hold the key '__proto__' (at value.list.0.__proto__)."]]);
  });

  it("keeps 'constructor' as an ordinary key", () => {
    expect(SettingSchema.safeParse({ name: 'x', value: { constructor: 1 } }).success).toBe(true);
  });
});
