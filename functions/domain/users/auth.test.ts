import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';
import { tokenFromHeader } from './sessions.ts';
import { authorizationHeader } from '../../../shared/auth.ts';

describe('passwords', () => {
  it('verifies the right password only, with a salted hash', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(hash).not.toContain('correct horse');
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horse ', hash)).toBe(false);
    expect(await hashPassword('correct horse')).not.toBe(hash);
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });
});

describe('tokenFromHeader', () => {
  it('reads the Basic header the SPA builds and Bearer headers', () => {
    expect(tokenFromHeader(authorizationHeader('abc-DEF_123'))).toBe('abc-DEF_123');
    expect(tokenFromHeader(`Basic ${btoa('abc')}`)).toBe('abc');
    expect(tokenFromHeader('Bearer xyz')).toBe('xyz');
    expect(tokenFromHeader('bearer   xyz')).toBe('xyz');
    expect(tokenFromHeader('Digest xyz')).toBeUndefined();
    expect(tokenFromHeader('Basic')).toBeUndefined();
    expect(tokenFromHeader(undefined)).toBeUndefined();
  });
});
