import { z } from 'zod';

// The files a batch of pictures sent without a script left out, by name, with why, kept in a cookie
// (docs/staff-uploads-nginx.md). The id in the page's address keeps an older note off the page.

export const notedVerdicts = ['size', 'type', 'invalid', 'left'] as const;
export type NotedVerdict = (typeof notedVerdicts)[number];
export type NotedFile = { name: string; verdict: NotedVerdict };

/** How many files of the batch arrived, of how many, and those left out (`more` of them unnamed). */
export type UploadNote = { id: string; arrived: number; total: number; files: NotedFile[]; more: number };

export const uploadNoteCookie = 'staff_upload_note';
/** The note is read by the page the route goes back to, at once. */
export const uploadNoteSeconds = 600;

/** What a note may take of a cookie: a browser keeps 4 KB of one, with its name and attributes. */
const NOTE_CHARS = 3000;
const NAME_CHARS = 100;

const noteSchema = z.object({
  id: z.string().regex(/^[\w-]{1,32}$/),
  arrived: z.number().int().min(0),
  total: z.number().int().min(0),
  files: z.array(z.object({ name: z.string(), verdict: z.enum(notedVerdicts) })),
  more: z.number().int().min(0),
});

const cut = (name: string) => {
  const chars = [...name];
  return chars.length > NAME_CHARS ? `${chars.slice(0, NAME_CHARS - 1).join('')}…` : name;
};

const encoded = (note: UploadNote) => Buffer.from(JSON.stringify(note), 'utf8').toString('base64url');

/** The note as a cookie's value: names cut short, and the last files only counted when all would not fit. */
export function writeUploadNote(note: UploadNote): string {
  const files = note.files.map((file) => ({ ...file, name: cut(file.name) }));
  for (let kept = files.length; ; kept--) {
    const value = encoded({ ...note, files: files.slice(0, kept), more: note.more + files.length - kept });
    if (value.length <= NOTE_CHARS || kept === 0) return value;
  }
}

/** The note a cookie holds when it is the one `id` names, else null. */
export function readUploadNote(value: string | undefined, id: string | undefined): UploadNote | null {
  if (!value || !id) return null;
  try {
    const parsed = noteSchema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    return parsed.success && parsed.data.id === id ? parsed.data : null;
  } catch {
    return null;
  }
}
