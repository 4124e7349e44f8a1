import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { checkAnswer } from './check-answer';

const TagSchema = z.object({ id: z.number(), name: z.string() });

afterEach(() => vi.restoreAllMocks());

describe('answers are checked against their response schema while developing', () => {
  it('says nothing when the answer fits', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    checkAnswer('GET /v1/tags/1', TagSchema, { id: 1, name: 'VIP' });
    expect(logged).not.toHaveBeenCalled();
  });

  it('names the request and each field that does not fit', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = { id: '1' };
    checkAnswer('GET /v1/tags/1', TagSchema, answer);
    expect(logged).toHaveBeenCalledTimes(1);
    const [text, shown] = logged.mock.calls[0] as [string, unknown];
    expect(text).toMatch(/^GET \/v1\/tags\/1 answered what its response schema does not describe/);
    expect(text).toMatch(/→ at id/);
    expect(text).toMatch(/→ at name/);
    expect(shown).toBe(answer);
  });
});
