import { mailWords, type MailLocale } from './mail-words';
import type { NotifyKind } from './outbox';

/**
 * What a notification tells of a submission: enough to judge it at a glance and find it (docs/staff-inbox.md,
 * "Notifications"). No photo, birthdate, phone or Instagram: the mail passes through mail servers the
 * agency does not run, and the rest is one click away in the staff area.
 */
export type NotifiedItem = {
  kind: NotifyKind;
  id: number;
  name: string;
  email: string;
  /** The language the form was sent in (es, en, pt). */
  language: string;
  /** An application's city and country. */
  place?: string;
  /** A contact message's text; the mail holds its beginning. */
  message?: string;
};

export type Mail = { subject: string; text: string; html: string };

// The backend shares no markup helper with the site (eslint's zones): the same five references as its
// lib/text/escape-markup.ts.
const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const subjectNameLength = 80;
const excerptLength = 300;

/** The first `length` characters of `text` (whole code points), with an ellipsis when cut. */
function cut(text: string, length: number): string {
  const characters = Array.from(text.trim());
  return characters.length <= length
    ? characters.join('')
    : `${characters.slice(0, length).join('').trimEnd()}…`;
}

/** The submission's page in the staff area: the site's `staffPaths.item` (a unit test holds them equal). */
export const itemLink = (siteUrl: string, item: Pick<NotifiedItem, 'kind' | 'id'>) =>
  `${siteUrl}/staff/inbox/${item.kind}/${item.id}`;

/** The notification of `item` in `locale`: its subject, and its body as plain text and as simple HTML. */
export function composeMail(item: NotifiedItem, locale: MailLocale, siteUrl: string): Mail {
  const words = mailWords[locale];
  const rows: [string, string][] = [[words.name, item.name]];
  if (item.place) rows.push([words.city, item.place]);
  rows.push([words.email, item.email]);
  rows.push([words.language, words.languages[item.language] ?? item.language]);
  if (item.message) rows.push([words.message, cut(item.message, excerptLength)]);
  const link = itemLink(siteUrl, item);
  const heading = words.heading[item.kind];
  const text = [
    heading,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${words.open}:`,
    link,
    '',
    '-- ',
    words.why,
  ].join('\n');
  const cell = 'padding:2px 12px 2px 0;vertical-align:top';
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.4">`,
    `<h1 style="font-size:18px">${escapeMarkup(heading)}</h1>`,
    '<table>',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left" style="${cell}">${escapeMarkup(label)}</th>` +
        `<td style="${cell};white-space:pre-wrap">${escapeMarkup(value)}</td></tr>`,
    ),
    '</table>',
    `<p><a href="${escapeMarkup(link)}">${escapeMarkup(words.open)}</a></p>`,
    `<p style="color:#666;font-size:12px">${escapeMarkup(words.why)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: `${words.subject[item.kind]}: ${cut(item.name, subjectNameLength)}`, text, html };
}
