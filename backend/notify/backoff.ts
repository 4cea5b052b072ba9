// After a failed send the outbox waits longer each time, so a mail server down for a day is asked a dozen
// times, not thousands: the first retry after `firstRetryMs` (a minute by default), then 5, 15, 60 and 180
// times that, then every 360 times (6 hours) until it goes through.
const steps = [1, 5, 15, 60, 180, 360];

/** How long to wait before the next try of a notification that has failed `attempts` times (1 or more). */
export function retryDelayMs(attempts: number, firstRetryMs: number): number {
  const step = steps[Math.min(Math.max(attempts, 1), steps.length) - 1] ?? 1;
  return step * firstRetryMs;
}
