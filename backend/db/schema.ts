import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  type ExtraConfigColumn,
  type PgColumn,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { InboxStatus } from '../../lib/contract/inbox';
import { partOf, placeOf } from './columns';
import { trigramsOf } from './search-text';
import { talentFilterColumns, talentFilterIndexes } from './talent-filter-columns';
import { versionColumns } from './version-columns';

export * from './staff-schema';
export * from './notify-schema';
export * from './backup-schema';

// One PostgreSQL schema for both services. Media columns hold paths relative to the media folder; the HTTP
// layer turns them into absolute URLs, so a data folder keeps working when the port or host changes.

/**
 * When staff removed the row: it is in the trash (docs/staff.md), on no page, until restored or emptied
 * with its files after `STAFF_TRASH_DAYS`. Null while the row is live.
 */
const deletedAt = () => timestamp('deleted_at', { withTimezone: true });

/** A draft (or an unpublished row): kept and previewed by staff, on no public page, sitemap or answer. */
const hidden = () => boolean('hidden').notNull().default(false);

export const meta = pgTable('meta', { key: text('key').primaryKey(), value: text('value').notNull() });

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    service: varchar('service', { length: 10 }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('api_tokens_hash_idx').on(t.tokenHash), index('api_tokens_expiry_idx').on(t.expiresAt)],
);

export const slides = pgTable(
  'slides',
  {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 20 }).notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    alt: text('alt').notNull().default(''),
    mobilePath: text('mobile_path'),
    desktopPath: text('desktop_path'),
    videoPath: text('video_path'),
    posterPath: text('poster_path'),
    videoId: text('video_id'),
    position: integer('position').notNull(),
    hidden: hidden(),
    deletedAt: deletedAt(),
  },
  (t) => [index('slides_type_idx').on(t.type, t.position)],
);

export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 40 }).notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    slug: varchar('slug', { length: 200 }).notNull(),
    // The same post in other languages shares this key; a post written in one language has its own or none.
    translationKey: varchar('translation_key', { length: 100 }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    content: text('content').notNull(),
    coverPath: text('cover_path'),
    thumbnailPath: text('thumbnail_path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    hidden: hidden(),
    deletedAt: deletedAt(),
    ...versionColumns(),
  },
  (t) => [
    uniqueIndex('posts_slug_idx').on(t.type, t.language, t.slug),
    index('posts_list_idx').on(t.type, t.language, t.createdAt),
    index('posts_translation_idx').on(t.type, t.translationKey),
  ],
);

export const postSlides = pgTable(
  'post_slides',
  {
    id: serial('id').primaryKey(),
    postId: partOf('post_id', () => posts.id),
    path: text('path').notNull(),
    position: integer('position').notNull(),
    deletedAt: deletedAt(),
  },
  (t) => [index('post_slides_post_idx').on(t.postId, t.position)],
);

export const socialLinks = pgTable('social_links', {
  network: varchar('network', { length: 20 }).primaryKey(),
  link: text('link').notNull(),
  // The three links are saved together: every row holds the set's version (backend/staff/social-links.ts).
  ...versionColumns(),
});

export const talents = pgTable(
  'talents',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    // Lower-case, accent-folded name: the sort key and the search haystack.
    nameKey: text('name_key').notNull(),
    // First letter of nameKey (a-z), indexed so the letter bar and the letter filter stay cheap.
    letter: varchar('letter', { length: 1 }).notNull(),
    categoryId: integer('category_id').notNull(),
    coverPath: text('cover_path'),
    cover2Path: text('cover2_path'),
    birthdate: date('birthdate', { mode: 'string' }),
    height: text('height'),
    jeans: text('jeans'),
    shirt: text('shirt'),
    shoes: text('shoes'),
    bust: text('bust'),
    waist: text('waist'),
    hips: text('hips'),
    eyes: text('eyes'),
    hair: text('hair'),
    about: text('about'),
    instagram: text('instagram'),
    tiktok: text('tiktok'),
    // A draft, or hidden by the staff: kept, but on no roster, profile or count until published.
    hidden: hidden(),
    deletedAt: deletedAt(),
    ...versionColumns(),
    ...talentFilterColumns,
  },
  (t) => [
    index('talents_category_name_idx').on(t.categoryId, t.nameKey, t.id),
    index('talents_category_letter_idx').on(t.categoryId, t.letter, t.nameKey, t.id),
    // The staff roster's search by a fragment of the name.
    index('talents_name_trgm_idx').using('gin', sql`${t.nameKey} gin_trgm_ops`),
    ...talentFilterIndexes(t),
  ],
);

export const tags = pgTable('tags', { id: serial('id').primaryKey(), name: text('name').notNull() });

export const talentTags = pgTable(
  'talent_tags',
  {
    talentId: partOf('talent_id', () => talents.id),
    tagId: partOf('tag_id', () => tags.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.talentId, t.tagId] })],
);

export const skills = pgTable('skills', {
  id: serial('id').primaryKey(),
  es: text('es').notNull(),
  en: text('en').notNull(),
  pt: text('pt').notNull(),
});

export const talentSkills = pgTable(
  'talent_skills',
  { talentId: partOf('talent_id', () => talents.id), skillId: partOf('skill_id', () => skills.id) },
  (t) => [primaryKey({ columns: [t.talentId, t.skillId] })],
);

export const mediaItems = pgTable(
  'media_items',
  {
    id: serial('id').primaryKey(),
    talentId: partOf('talent_id', () => talents.id),
    gallery: varchar('gallery', { length: 10 }).notNull(),
    // Null models an item whose file is missing upstream: it is served, and clients drop it.
    path: text('path'),
    position: integer('position').notNull(),
    deletedAt: deletedAt(),
  },
  (t) => [index('media_items_talent_idx').on(t.talentId, t.gallery, t.position)],
);

export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    talentId: partOf('talent_id', () => talents.id),
    provider: varchar('provider', { length: 10 }).notNull(),
    file: text('file').notNull(),
    previewPath: text('preview_path'),
    position: integer('position').notNull(),
  },
  (t) => [index('videos_talent_idx').on(t.talentId, t.position)],
);

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 2 }).notNull().unique(),
  es: text('es').notNull(),
  en: text('en').notNull(),
  pt: text('pt').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    countryId: partOf('country_id', () => countries.id),
    name: text('name').notNull(),
  },
  (t) => [index('cities_country_idx').on(t.countryId, t.name)],
);

/** What a contact message and an application both hold: who sent it, in which language, when. */
const submissionColumns = () => ({
  id: serial('id').primaryKey(),
  language: varchar('language', { length: 2 }).notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  /** Where the staff left it (docs/staff-inbox.md). */
  status: varchar('status', { length: 10 }).$type<InboxStatus>().notNull().default('new'),
  idempotencyKey: varchar('idempotency_key', { length: 200 }).unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

type InboxColumns = Record<'status' | 'createdAt' | 'id', ExtraConfigColumn>;
/**
 * The inbox's order, newest first (read backwards), whole and by status; the new items' count reads the
 * latter alone.
 */
const inboxIndexes = (name: string, t: InboxColumns) => [
  index(`${name}_list_idx`).on(t.createdAt, t.id),
  index(`${name}_status_idx`).on(t.status, t.createdAt, t.id),
];

/** The columns the inbox's search looks in, of each kind (search-text.ts). */
type Searched<K extends string> = Record<'name' | 'email' | 'phone' | K, PgColumn>;
export const contactSearched = (t: Searched<'message'>) => [t.name, t.email, t.phone, t.message];
export const applicationSearched = (t: Searched<'instagram' | 'city'>) => [
  t.name,
  t.email,
  t.phone,
  t.instagram,
  t.city,
];

export const contactMessages = pgTable(
  'contact_messages',
  { ...submissionColumns(), message: text('message').notNull() },
  (t) => [
    ...inboxIndexes('contact_messages', t),
    index('contact_messages_search_idx').using('gin', trigramsOf(contactSearched(t))),
  ],
);

export const applications = pgTable(
  'applications',
  {
    ...submissionColumns(),
    gender: varchar('gender', { length: 10 }).notNull(),
    birthdate: date('birthdate', { mode: 'string' }).notNull(),
    height: text('height').notNull(),
    nationalityId: placeOf('nationality_id', () => countries.id),
    nationality: text('nationality').notNull(),
    countryId: placeOf('country_id', () => countries.id),
    country: text('country').notNull(),
    cityId: placeOf('city_id', () => cities.id),
    city: text('city').notNull(),
    instagram: text('instagram').notNull(),
    skills: jsonb('skills').$type<{ id: number; name: string }[]>().notNull(),
    video: text('video'),
    accept: boolean('accept').notNull(),
  },
  (t) => [
    ...inboxIndexes('applications', t),
    index('applications_search_idx').using('gin', trigramsOf(applicationSearched(t))),
  ],
);

export const applicationFiles = pgTable(
  'application_files',
  {
    id: serial('id').primaryKey(),
    applicationId: partOf('application_id', () => applications.id),
    field: varchar('field', { length: 20 }).notNull(),
    // Relative to the data folder.
    path: text('path').notNull(),
    mime: varchar('mime', { length: 40 }).notNull(),
    bytes: integer('bytes').notNull(),
  },
  (t) => [index('application_files_app_idx').on(t.applicationId)],
);

// Raw bytes (PostgreSQL bytea); drizzle-orm has no builtin for it.
// Handed to the driver as a Buffer, which postgres.js sends as bytea (a plain Uint8Array it may not).
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Files kept in the database when it is PostgreSQL (shared by every backend instance): the uploaded photos
 * under `uploads/…` and the demo media under `media/…`, keyed by the path they have in the data folder
 * under PGlite. `content` is stored uncompressed out of line (migration 0003), so a byte range is read
 * without loading the whole file.
 */
export const storedFiles = pgTable('stored_files', {
  path: text('path').primaryKey(),
  content: bytea('content').notNull(),
  bytes: integer('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
