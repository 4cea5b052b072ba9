import { and, asc, count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { posts, slides, socialLinks } from '../db/schema';
import { requireToken } from '../http/auth';
import type { Deps } from '../http/deps';
import { notFound, parseOrThrow } from '../http/errors';
import { pageNumber, pageOf, pageRows } from '../http/pagination';
import { locales } from '../../lib/locales';
import { postDetail, postJson } from './post-detail';
import { shownPost, shownSlide } from './shown-content';

const languageSchema = z.enum(locales);
const postTypeSchema = z.string().regex(/^[a-z0-9-]{1,40}$/);

/** Slides, posts and social links: the panel's read side. */
export function contentRoutes(deps: Deps): Hono {
  const { db, mediaUrl } = deps;
  const app = new Hono();
  const auth = requireToken(deps.db, 'panel');

  app.get('/api/slides/:type', auth, async (c) => {
    const type = c.req.param('type');
    if (type !== 'slides' && type !== 'slidereach') throw notFound();
    const query = parseOrThrow(
      z.object({ paginate: z.coerce.number().int().min(1).max(1000).default(1000), page: pageNumber }),
      c.req.query(),
    );
    const where = and(eq(slides.type, type), shownSlide);
    const { rows, total } = await pageRows(
      db.select().from(slides).where(where).orderBy(asc(slides.position), asc(slides.id)),
      db.select({ total: count() }).from(slides).where(where),
      { page: query.page, perPage: query.paginate },
    );
    const data = rows.map((s) => ({
      id: s.id,
      type: s.kind,
      description: s.kind === 'video' ? '1' : '2',
      alt: s.alt,
      url: s.kind === 'image' ? { mobile: mediaUrl(s.mobilePath), desktop: mediaUrl(s.desktopPath) } : null,
      video_url: mediaUrl(s.videoPath),
      poster_url: mediaUrl(s.posterPath),
      video_id: s.videoId,
      position: s.position,
    }));
    return c.json(pageOf(data, query.page, query.paginate, total));
  });

  const postParams = (params: Record<string, string>) => {
    const language = languageSchema.safeParse(params.language);
    const type = postTypeSchema.safeParse(params.type);
    if (!language.success || !type.success) throw notFound();
    return { language: language.data, type: type.data };
  };
  app.get('/api/posts/:type/:language', auth, async (c) => {
    const { type, language } = postParams(c.req.param());
    const query = parseOrThrow(
      z.object({ page: pageNumber, per_page: z.coerce.number().int().min(1).max(50).default(12) }),
      c.req.query(),
    );
    const where = and(eq(posts.type, type), eq(posts.language, language), shownPost);
    const { rows, total } = await pageRows(
      db.select().from(posts).where(where).orderBy(desc(posts.createdAt), desc(posts.id)),
      db.select({ total: count() }).from(posts).where(where),
      { page: query.page, perPage: query.per_page },
    );
    return c.json(
      pageOf(
        rows.map((row) => postJson(deps, row)),
        query.page,
        query.per_page,
        total,
      ),
    );
  });

  app.get('/api/posts/:type/:language/:slug', auth, async (c) => {
    const { type, language } = postParams(c.req.param());
    const slug = c.req.param('slug');
    if (slug.length > 200) throw notFound();
    const [post] = await db
      .select()
      .from(posts)
      .where(and(eq(posts.type, type), eq(posts.language, language), eq(posts.slug, slug), shownPost))
      .limit(1);
    if (!post) throw notFound();
    return c.json({ data: await postDetail(deps, post) });
  });

  app.get('/api/social-media', auth, async (c) => {
    const rows = await db.select().from(socialLinks);
    const data = Object.fromEntries(rows.map((r) => [r.network, { link: r.link }]));
    return c.json({ data });
  });

  return app;
}
