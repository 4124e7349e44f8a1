import type { Writable } from 'node:stream';
import { bodyStreamOf, type BodyStream, type Reply } from './http.ts';

/**
 * Writing a reply to a response stream as it is made: AWS Lambda's response stream (a function
 * URL in RESPONSE_STREAM mode, functions/streaming/handler.ts) or any Node Writable. Each chunk is
 * written once the stream took the one before (a slow reader holds the producer back, so memory
 * stays flat whatever the size of the export). The status and headers go out before the first
 * chunk, so a failure half-way cannot change them: the stream then ends with INCOMPLETE_MARKER on
 * a line of its own, never as a file that merely looks shorter.
 */
export const INCOMPLETE_MARKER = '#INCOMPLETE: the export failed at this line, so this file is not whole. Export it again.';

/** How a streamed body ended: all written, cut by a failure (marker written), or closed by the reader first. */
export type StreamOutcome = 'complete' | 'failed' | 'closed';

/** The status and headers of a reply, as Lambda's HttpResponseStream.from takes them. */
export interface ResponseMetadata {
  statusCode: number;
  headers: Record<string, string>;
}

const isGone = (out: Writable) => out.destroyed || out.writableEnded;

/** Resolves once `event` or the end of the stream (closed, failed) comes. */
function settles(out: Writable, event: 'drain' | 'finish'): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const name of [event, 'close', 'error']) out.off(name, done);
      resolve();
    };
    for (const name of [event, 'close', 'error']) out.on(name, done);
  });
}

async function end(out: Writable, last?: string | Buffer): Promise<void> {
  if (isGone(out)) return;
  const finished = settles(out, 'finish');
  out.end(last);
  await finished;
}

/** Writes `chunks` to `out` one at a time, then ends it; a failing producer ends it with the marker. */
export async function pipeBody(chunks: BodyStream, out: Writable, marker = INCOMPLETE_MARKER): Promise<StreamOutcome> {
  const iterator = chunks[Symbol.asyncIterator]();
  let endsLine = true;
  try {
    for (;;) {
      if (isGone(out)) return 'closed';
      let next: IteratorResult<string>;
      try {
        next = await iterator.next();
      } catch (error) {
        console.error(`A streamed answer failed half-way; it ends with the incomplete marker: ${(error as Error).stack ?? error}`);
        await end(out, `${endsLine ? '' : '\r\n'}${marker}\r\n`);
        return 'failed';
      }
      if (next.done) break;
      if (next.value.length) endsLine = next.value.endsWith('\n');
      if (!out.write(next.value)) await settles(out, 'drain');
    }
    await end(out);
    return isGone(out) && !out.writableFinished ? 'closed' : 'complete';
  } finally {
    // a reader that left stops the producer's reads
    await iterator.return?.().catch(() => undefined);
  }
}

/**
 * Writes a whole reply: `open` sends its status and headers (Lambda: awslambda.HttpResponseStream.from)
 * and answers the stream its body goes to; a streamed reply's chunks follow as they come.
 */
export async function writeReply(result: Reply, responseStream: Writable, open: (stream: Writable, metadata: ResponseMetadata) => Writable): Promise<StreamOutcome> {
  const out = open(responseStream, { statusCode: result.statusCode ?? 200, headers: (result.headers ?? {}) as Record<string, string> });
  const chunks = bodyStreamOf(result);
  if (chunks) return pipeBody(chunks, out);
  await end(out, result.isBase64Encoded && result.body ? Buffer.from(result.body, 'base64') : (result.body ?? ''));
  return 'complete';
}
