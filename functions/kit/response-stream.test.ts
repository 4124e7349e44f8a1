import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { csvLine } from '../domain/reports/csv.ts';
import { streamed, reply } from './http.ts';
import { INCOMPLETE_MARKER, pipeBody, writeReply, type ResponseMetadata } from './response-stream.ts';

/**
 * A reader like Lambda's response stream or a socket: a real Writable with a small buffer that
 * takes each chunk a tick later. It keeps what it was sent only when asked (the 100,000-row run
 * counts lines instead, so the test itself holds nothing).
 */
function reader(options: { keep?: boolean; highWaterMark?: number } = {}) {
  const state = { lines: 0, bytes: 0, text: '', finished: false };
  const out = new Writable({
    highWaterMark: options.highWaterMark ?? 16 * 1024,
    decodeStrings: false,
    write(chunk: string, _encoding, callback) {
      state.lines += (chunk.match(/\r\n/g) ?? []).length;
      state.bytes += Buffer.byteLength(chunk);
      if (options.keep) state.text += chunk;
      setImmediate(callback);
    },
  });
  out.on('finish', () => (state.finished = true));
  return { out, state };
}

const row = (n: number) => csvLine([n, `contact-${n}@example.com`, 'sms', 'sent', '2026-11-26 10:00:00', `provider-${n}`]);

describe('pipeBody: a reply body into a response stream', () => {
  it('writes 100,000 rows as they are made: the producer is never more than a few chunks ahead of the reader', async () => {
    const { out, state } = reader();
    const ROWS = 100_000;
    const PER_CHUNK = 100; // like a page of deliveries: rows joined into one chunk
    let produced = 0;
    let mostAhead = 0;
    let writtenWhenHalfMade = -1;
    async function* rows() {
      for (let chunk = 0; chunk < ROWS / PER_CHUNK; chunk++) {
        let text = '';
        for (let i = 0; i < PER_CHUNK; i++) text += row(produced++);
        mostAhead = Math.max(mostAhead, produced - state.lines);
        if (produced === ROWS / 2) writtenWhenHalfMade = state.lines;
        yield text;
      }
    }
    expect(await pipeBody(rows(), out)).toBe('complete');
    expect(state.lines).toBe(ROWS);
    expect(state.finished).toBe(true);
    // rows reached the reader long before the producer was done...
    expect(writtenWhenHalfMade).toBeGreaterThan(ROWS / 2 - 10 * PER_CHUNK);
    // ...and at no point were more than a handful of chunks made but not yet taken (flat memory)
    expect(mostAhead).toBeLessThanOrEqual(4 * PER_CHUNK);
  }, 60_000);

  it('ends a body whose producer fails half-way with the marker on a line of its own, after the rows made before', async () => {
    const { out, state } = reader({ keep: true });
    async function* failing() {
      yield csvLine(['Day', 'Contact']);
      for (let n = 0; n < 3; n++) yield row(n);
      yield 'a line cut in the middle';
      throw new Error('the table answered ProvisionedThroughputExceededException');
    }
    expect(await pipeBody(failing(), out)).toBe('failed');
    expect(state.finished).toBe(true);
    const lines = state.text.split('\r\n');
    expect(lines.slice(1, 4)).toEqual([0, 1, 2].map((n) => row(n).trimEnd()));
    expect(lines.at(-2)).toBe(INCOMPLETE_MARKER);
    expect(lines.at(-3)).toBe('a line cut in the middle');
    expect(state.text.endsWith(`\r\n${INCOMPLETE_MARKER}\r\n`)).toBe(true);
  });

  it('stops the producer when the reader goes away', async () => {
    const { out } = reader({ highWaterMark: 64 });
    let made = 0;
    let stopped = false;
    async function* endless() {
      try {
        for (;;) {
          made++;
          if (made === 50) out.destroy();
          yield row(made);
        }
      } finally {
        stopped = true;
      }
    }
    expect(await pipeBody(endless(), out)).toBe('closed');
    expect(stopped).toBe(true);
    expect(made).toBeLessThan(60);
  });
});

describe('writeReply: status and headers first, then the body', () => {
  const opened = () => {
    const seen: ResponseMetadata[] = [];
    return { seen, open: (stream: Writable, metadata: ResponseMetadata) => (seen.push(metadata), stream) };
  };

  it('answers a streamed reply with its status and headers, then its chunks', async () => {
    const { out, state } = reader({ keep: true });
    const { seen, open } = opened();
    async function* chunks() {
      yield 'a,b\r\n';
      yield '1,2\r\n';
    }
    expect(await writeReply(streamed({ 'content-type': 'text/csv; charset=utf-8' }, chunks()), out, open)).toBe('complete');
    expect(seen).toEqual([{ statusCode: 200, headers: { 'cache-control': 'no-store', 'content-type': 'text/csv; charset=utf-8' } }]);
    expect(state.text).toBe('a,b\r\n1,2\r\n');
  });

  it('answers a whole reply (a refusal) as it is', async () => {
    const { out, state } = reader({ keep: true });
    const { seen, open } = opened();
    await writeReply(reply(401, { error: { code: 401, message: 'Please sign in.' } }), out, open);
    expect(seen[0].statusCode).toBe(401);
    expect(JSON.parse(state.text)).toEqual({ error: { code: 401, message: 'Please sign in.' } });
    expect(state.finished).toBe(true);
  });
});
