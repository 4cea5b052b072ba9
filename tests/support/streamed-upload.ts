import { connect, type Socket } from 'node:net';

// A POST whose body the client streams for as long as the server lets it, over a bare socket: what a
// browser does with a large form. It tells how much of the body had been sent when the answer came, and
// whether the server kept reading after answering.

export type StreamedAnswer = {
  /** The answer's status, 0 when none came. */
  status: number;
  headers: Record<string, string>;
  /** The body bytes written to the socket when the answer's head arrived. */
  sentBeforeAnswer: number;
  /** The body bytes written in all, when the connection ended. */
  sent: number;
  /** Whether the server closed the connection before the whole body was sent. */
  closedEarly: boolean;
  error?: string;
};

const chunk = Buffer.alloc(64 * 1024, 0x61);

/**
 * Sends `path` a multipart head declaring `declared` bytes, then streams the body: all of it, or only the
 * first `stopAfter` bytes (then waits for the answer with the rest unsent). `chunked` sends the body in
 * chunks without declaring its length (`declared` is then only how much is sent). Resolves when the server
 * has answered and closed or when the whole body is sent and answered.
 */
export function streamedUpload(
  url: string,
  path: string,
  options: {
    declared: number;
    stopAfter?: number;
    chunked?: boolean;
    headers?: Record<string, string>;
    timeoutMs?: number;
  },
): Promise<StreamedAnswer> {
  const target = new URL(url);
  const limit = Math.min(options.declared, options.stopAfter ?? options.declared);
  const head = [
    `POST ${path} HTTP/1.1`,
    `Host: ${target.host}`,
    `Origin: ${target.origin}`,
    'Content-Type: multipart/form-data; boundary=----streamed',
    options.chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${options.declared}`,
    ...Object.entries(options.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  return new Promise((resolve) => {
    let sent = 0;
    let received = Buffer.alloc(0);
    let answer: Omit<StreamedAnswer, 'sent' | 'closedEarly'> | undefined;
    let writeFailed = false;
    let settled = false;
    const finish = (error?: string, closedEarly = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({
        ...(answer ?? { status: 0, headers: {}, sentBeforeAnswer: sent }),
        sent,
        closedEarly: closedEarly && sent < options.declared,
        ...(error && !answer ? { error } : {}),
      });
    };
    const timer = setTimeout(() => finish('no answer in time'), options.timeoutMs ?? 30_000);
    const read = (data: Buffer) => {
      received = Buffer.concat([received, data]);
      const end = received.indexOf('\r\n\r\n');
      if (answer || end === -1) return;
      const [statusLine = '', ...lines] = received.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      answer = {
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
        headers,
        sentBeforeAnswer: sent,
      };
      // A body sent in full and answered, or a server that has closed: done. Otherwise the server's close
      // ends it, or a few seconds of it waiting for the rest.
      if (sent >= options.declared || writeFailed) finish(undefined, writeFailed);
      else setTimeout(() => finish(), 3_000);
    };
    // A server that answers and closes with the body unread resets the connection, and the write that
    // meets the reset fails with the answer still unread in the kernel. A browser reads it then, and so does
    // this client: the answer comes through `onread`, and the failed write stops the writing without
    // destroying the socket (net.Socket takes no option for that, hence its streams' own flags).
    const socket: Socket = connect(
      {
        host: target.hostname,
        port: Number(target.port),
        onread: {
          buffer: Buffer.alloc(64 * 1024),
          callback: (size, buffer) => {
            read(Buffer.from(buffer.subarray(0, size)));
            return true;
          },
        },
      },
      () => {
        socket.write(head);
        pump();
      },
    );
    const streams = socket as unknown as Record<
      '_writableState' | '_readableState',
      { autoDestroy: boolean }
    >;
    streams._writableState.autoDestroy = false;
    streams._readableState.autoDestroy = false;
    // Writes while the socket takes more, as a browser's upload does; stops at `limit`, when answered or
    // when a write failed.
    const pump = () => {
      if (settled || socket.destroyed || writeFailed || answer || sent >= limit) return;
      const piece = chunk.subarray(0, Math.min(chunk.length, limit - sent));
      sent += piece.length;
      const last = options.chunked && sent >= options.declared ? '0\r\n\r\n' : '';
      const framed = options.chunked
        ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from(`\r\n${last}`)])
        : piece;
      const more = socket.write(framed, (error) => {
        if (error) writeFailed = true;
      });
      if (more) setImmediate(pump);
      else socket.once('drain', () => setImmediate(pump));
    };
    // A failed write before the answer leaves what the kernel holds to be read first: the answer or the
    // read that meets the reset ends it (or the timer, if nothing more comes).
    socket.on('error', (error) => {
      if (answer || !writeFailed || socket.destroyed) finish(error.message, true);
    });
    // The server's close: 'end' (the socket is not destroyed by itself, for the reason above) or 'close'.
    socket.on('end', () => finish('closed', true));
    socket.on('close', () => finish('closed', true));
  });
}
