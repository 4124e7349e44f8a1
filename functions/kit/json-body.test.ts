import { describe, expect, it } from 'vitest';
import { ForbiddenKey, parseJson } from './json-body.ts';

describe('parseJson', () => {
  it('reads JSON as JSON.parse does', () => {
    expect(parseJson('{"a":[1,{"constructor":"x"}],"\\u00e9":2}')).toEqual({ a: [1, { constructor: 'x' }], é: 2 });
    expect(() => parseJson('{')).toThrow(SyntaxError);
  });

  it.each([
    ['{"__proto__":{}}', ['__proto__'], '__proto__'],
    ['{"a":{"b":[{"__proto__":1}]}}', ['a', 'b', '0', '__proto__'], 'a'],
    ['[{"\\u005f\\u005fproto\\u005f\\u005f":null}]', ['0', '__proto__'], 'body'],
  ])('refuses %s, saying where', (text, path, field) => {
    try {
      parseJson(text);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ForbiddenKey);
      expect(error).toMatchObject({ path, field, message: `The key '__proto__' is not allowed (at ${path.join('.')}).` });
    }
  });

  it('walks a body nested thousands of levels deep without exhausting the stack', () => {
    const deep = '['.repeat(100_000) + '{"__proto__":1}' + ']'.repeat(100_000);
    expect(() => parseJson(deep)).toThrow(ForbiddenKey);
  });
});
