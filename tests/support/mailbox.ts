import { createServer, type Server, type Socket } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A real SMTP server on 127.0.0.1 for the notification tests (smtp-server), keeping every mail it is given
// as mailparser reads it, with the envelope's recipients; and a "black hole" that takes connections and
// never answers, as a mail server behind a firewall that drops packets looks to a client.

export type ReceivedMail = { to: string[]; mail: ParsedMail };

export type Mailbox = {
  mails: ReceivedMail[];
  /** Resolves once `count` mails have arrived, or rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
};

function listen(server: { listen(port: number, host: string, done: () => void): unknown }, port: number) {
  return new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
}

export async function startMailbox(port: number): Promise<Mailbox> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on 127.0.0.1: no certificate to trust.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream).then(
        (mail) => {
          mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
          done();
        },
        (error: Error) => done(error),
      );
    },
  });
  await listen(server, port);
  return {
    mails,
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > deadline)
          throw new Error(`${mails.length} of ${count} mails within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return mails;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type BlackHole = { connections: () => number; close(): Promise<void> };

/** Takes connections on `port` and says nothing; `close` drops them, as a server that goes away. */
export async function startBlackHole(port: number): Promise<BlackHole> {
  const sockets = new Set<Socket>();
  let seen = 0;
  const server: Server = createServer((socket) => {
    seen += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await listen(server, port);
  return {
    connections: () => seen,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
