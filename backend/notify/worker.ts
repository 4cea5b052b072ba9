import nodemailer from 'nodemailer';
import type { NotifySettings } from '../config';
import type { Db } from '../db/client';
import { log } from '../lib/log';
import { retryDelayMs } from './backoff';
import { notifiedItem, recipientsByLocale } from './items';
import { composeMail } from './mail';
import { claimDue, dropRow, markFailed, markSent, pruneSent, type ClaimedRow } from './outbox';

// The outbox's sender: started with the backend, it sends what is due, row by row, at once after a
// submission (`wakeNotifier`), at a poll, and at its start (what a stopped backend left). It sends a row only
// after claiming it (outbox.ts), so backends sharing a database send each mail once.

/** Longer than the worst send (the transport's timeouts below), so a row is never claimed twice at once. */
const leaseMs = 5 * 60_000;
const pollCeilingMs = 30_000;
/** A sent row is kept this long, then deleted: the outbox is no archive of what arrived. */
const keepSentMs = 7 * 24 * 3_600_000;
const pruneEveryMs = 3_600_000;
/** How long a stop waits for a send in progress; what it cuts short is sent again after the lease. */
const stopWaitMs = 5000;

export type Notifier = { stop(): Promise<void> };

let wakeUp: () => void = () => {};

/** Has the running backend's sender look at the outbox now: a submission was just queued. */
export function wakeNotifier(): void {
  wakeUp();
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Starts sending the outbox's notifications; a backend without SMTP_URL and NOTIFY_TO sends nothing. */
export function startNotifier(db: Db, siteUrl: string, settings: NotifySettings | null): Notifier {
  if (!settings) return { stop: async () => {} };
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let prunedAt = 0;

  /** Sends one claimed row's mail (one per language of the recipients); answers whether it went. */
  const send = async (row: ClaimedRow): Promise<boolean> => {
    const item = await notifiedItem(db, row.kind, row.itemId);
    if (!item) {
      await dropRow(db, row.id);
      return true;
    }
    try {
      for (const [locale, to] of await recipientsByLocale(db, settings.to)) {
        await transport.sendMail({ from: settings.from, to, ...composeMail(item, locale, siteUrl) });
      }
      await markSent(db, row.id);
      log().info({ outbox: row.id, kind: row.kind, item: row.itemId }, 'notification e-mail sent');
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const retryMs = retryDelayMs(attempts, settings.firstRetryMs);
      // Ids only: the error is the mail server's, the applicant's data stays out of the log.
      log().warn(
        {
          outbox: row.id,
          kind: row.kind,
          item: row.itemId,
          attempts,
          retrySeconds: retryMs / 1000,
          err: messageOf(error),
        },
        'notification e-mail not sent; it will be tried again',
      );
      await markFailed(db, row.id, messageOf(error), retryMs);
      return false;
    }
  };

  /** Sends every due row; a failure ends the pass (the server is likely down) until the next poll. */
  const pass = async () => {
    if (Date.now() - prunedAt > pruneEveryMs) {
      await pruneSent(db, keepSentMs);
      prunedAt = Date.now();
    }
    while (!stopped) {
      const [row] = await claimDue(db, leaseMs, 1);
      if (!row || !(await send(row))) return;
    }
  };

  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await pass();
        } catch (error) {
          log().error({ err: messageOf(error) }, 'the notification outbox could not be read');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
  };

  const timer = setInterval(kick, Math.min(pollCeilingMs, settings.firstRetryMs));
  timer.unref();
  wakeUp = kick;
  const server = new URL(settings.smtpUrl);
  log().info({ to: settings.to.length, server: server.host }, 'e-mail notifications on');
  // Tells the operator at once when the server cannot be reached or refuses the credentials.
  transport.verify().catch((error: unknown) => {
    log().warn({ server: server.host, err: messageOf(error) }, 'the mail server does not answer yet');
  });
  kick();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      wakeUp = () => {};
      if (running) await Promise.race([running, new Promise((resolve) => setTimeout(resolve, stopWaitMs))]);
      transport.close();
    },
  };
}
