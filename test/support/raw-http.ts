import { connect } from 'node:net';

/**
 * Speaks HTTP/1.1 over a plain socket, so tests can send request lines and timings that fetch
 * refuses to produce (malformed escapes, invalid absolute URLs, a body that never comes).
 */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const portOf = (baseUrl: string) => Number(new URL(baseUrl).port);

/** Parses the first response on the socket; enough for the short answers the tests read. */
function parse(text: string): RawAnswer {
  const [head, ...rest] = text.split('\r\n\r\n');
  const [statusLine, ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const at = line.indexOf(':');
    headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  let body = rest.join('\r\n\r\n');
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
    let decoded = '';
    while (body) {
      const end = body.indexOf('\r\n');
      const size = parseInt(body.slice(0, end), 16);
      if (!size) break;
      decoded += body.slice(end + 2, end + 2 + size);
      body = body.slice(end + 2 + size + 2);
    }
    body = decoded;
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

/**
 * Sends `head` (request line and headers, without the blank line), then `body` if given, and
 * resolves with the answer once the server has closed the connection. With `holdBody` the blank
 * line is sent but the body never is: the answer must come without it.
 */
export function rawRequest(baseUrl: string, head: string, options: { body?: Buffer | string; holdBody?: boolean } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(portOf(baseUrl), '127.0.0.1');
    const chunks: Buffer[] = [];
    let answered = false;
    const finish = () => {
      if (answered) return;
      answered = true;
      socket.destroy();
      resolve(parse(Buffer.concat(chunks).toString('latin1')));
    };
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      // A held body keeps the socket open from our side; the first complete answer is enough.
      const text = Buffer.concat(chunks).toString('latin1');
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(text);
      const headEnd = text.indexOf('\r\n\r\n');
      if (options.holdBody && headEnd >= 0 && length && text.length - headEnd - 4 >= Number(length[1])) finish();
    });
    socket.on('end', finish);
    socket.on('close', finish);
    socket.on('error', (error) => (chunks.length ? finish() : reject(error)));
    socket.write(`${head}\r\nConnection: close\r\n\r\n`);
    if (options.body !== undefined && !options.holdBody) socket.write(options.body);
  });
}

/** One kept-alive connection, as a pooling client holds it: answers in turn, and whether the server closed it. */
export function keptAliveConnection(baseUrl: string) {
  const socket = connect(portOf(baseUrl), '127.0.0.1');
  let received = '';
  let closed = false;
  let waiting: (() => void) | undefined;
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('latin1');
    waiting?.();
  });
  socket.on('close', () => {
    closed = true;
    waiting?.();
  });
  socket.on('error', () => undefined);
  /** Sends a request without a body; resolves with its whole answer, rejects when the connection closes first. */
  const request = (head: string) =>
    new Promise<RawAnswer>((resolve, reject) => {
      received = '';
      waiting = () => {
        const headEnd = received.indexOf('\r\n\r\n');
        const length = /\r\ncontent-length:\s*(\d+)/i.exec(received);
        const whole = length ? received.length - headEnd - 4 >= Number(length[1]) : received.endsWith('\r\n0\r\n\r\n');
        if (headEnd >= 0 && whole) resolve(parse(received));
        else if (closed) reject(new Error('the server closed the connection'));
      };
      if (closed) return waiting();
      socket.write(`${head}\r\nConnection: keep-alive\r\n\r\n`);
    });
  return { request, closed: () => closed, close: () => socket.destroy() };
}
