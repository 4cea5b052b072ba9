import { agencyTimeZone } from '@/lib/contract/agency-day';
import type { CurrentVersion } from '@/lib/contract/record-version';
import { fillIn } from './words';

/** The words of a save refused as stale: the sentence (with `{name}` and `{time}` left in), and the rest. */
export type StaleWords = {
  /** "{name} changed this talent at {time}, after you opened it." */
  changed: string;
  /** Who, when the record's last save names nobody (a row from before versions). */
  someone: string;
  kept: string;
  load: string;
  saveOver: string;
};

/** HH:MM of the agency's day, as both of the staff area's languages write an hour. */
const hourAndMinute = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: agencyTimeZone,
});

/** Who saved the record since it was opened, and when, in the editor's sentence. */
export function staleMessage(words: StaleWords, current: CurrentVersion): string {
  const time = current.updatedAt ? hourAndMinute.format(new Date(current.updatedAt)) : '–';
  return fillIn(words.changed, { name: current.updatedBy ?? words.someone, time });
}
