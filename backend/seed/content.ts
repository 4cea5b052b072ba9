import type { Db } from '../db/client';
import { postSlides, posts, slides, socialLinks } from '../db/schema';
import { foldName } from '../lib/fold';
import { demoVideos, type MediaWriter } from './media-writer';
import { postCopy, postTopics } from './post-topics';
import type { Random } from './prng';
import { locales } from '../../lib/locales';

const languages = locales;
const slugify = (title: string) =>
  foldName(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

// Panel content a sanitizer must clean: the site has to strip these before rendering.
const unsafeHtml = [
  '<p><img src="x" onerror="alert(\'xss\')" alt=""></p>',
  '<script>document.title = "hacked";</script>',
];

/** News (the same posts in es, en and pt), hero and reach-out slides, social links. */
export async function seedContent(db: Db, random: Random, media: MediaWriter) {
  const postRows: (typeof posts.$inferInsert)[] = [];
  const slideRows: (typeof postSlides.$inferInsert)[] = [];
  const start = Date.parse('2026-11-15T16:00:00Z');
  const pictures = postTopics.map((_, i) => {
    // Every fourth post has only a video cover; the others a thumbnail and an image cover.
    const video = i % 4 === 1;
    return {
      cover: video
        ? media.asset(demoVideos[i % demoVideos.length] ?? 'waves.mp4', `posts/${i + 1}/cover.mp4`)
        : media.picture(`posts/${i + 1}/cover.jpg`, { width: 1200, height: 800 }),
      thumbnail: video ? null : media.picture(`posts/${i + 1}/thumb.jpg`, { width: 600, height: 400 }),
      slides: Array.from({ length: i % 3 }, (_, k) =>
        media.picture(`posts/${i + 1}/slide-${k + 1}.jpg`, { width: 1200, height: 800 }),
      ),
    };
  });
  let id = 0;
  for (const language of languages) {
    postTopics.forEach((topic, i) => {
      // The oldest post is written in Spanish only: the language switch and the alternates must cope with a
      // post that has no translation.
      if (i === postTopics.length - 1 && language !== 'es') return;
      id += 1;
      const picture = pictures[i];
      if (!picture) return;
      const title = topic[language];
      const copy = postCopy[language];
      const unsafe = i === 0 ? unsafeHtml[0] : i === 2 ? unsafeHtml[1] : '';
      postRows.push({
        id,
        type: 'news',
        language,
        slug: slugify(title),
        translationKey: `news-${i + 1}`,
        title,
        description: copy.description(title),
        content: `<h2>${title}</h2>${copy.paragraphs.map((p) => `<p>${p}</p>`).join('')}${unsafe}<p><a href="https://www.instagram.com/">Instagram</a></p>`,
        coverPath: picture.cover,
        thumbnailPath: picture.thumbnail,
        // One post every few days, newest first.
        createdAt: new Date(start - i * 3.5 * 86_400_000 - random.int(0, 7200) * 1000),
      });
      picture.slides.forEach((path, k) => slideRows.push({ postId: id, path, position: k + 1 }));
    });
  }
  await db.insert(posts).values(postRows);
  if (slideRows.length > 0) await db.insert(postSlides).values(slideRows);

  const hero = (n: number, alt: string) => ({
    kind: 'image',
    alt,
    mobilePath: media.picture(`slides/${n}-mobile.jpg`, { width: 720, height: 1280 }),
    desktopPath: media.picture(`slides/${n}-desktop.jpg`, { width: 1920, height: 1080 }),
  });
  await db.insert(slides).values([
    { id: 1, type: 'slides', position: 1, ...hero(1, 'Campaña primavera-verano 2026') },
    {
      id: 2,
      type: 'slides',
      position: 2,
      kind: 'video',
      alt: 'Video de la agencia',
      videoPath: media.asset('waves.mp4', 'slides/2.mp4'),
      posterPath: media.picture('slides/2-poster.jpg', { width: 1280, height: 720 }),
    },
    { id: 3, type: 'slides', position: 3, ...hero(3, 'Editorial en Polanco') },
    { id: 4, type: 'slides', position: 4, ...hero(4, 'Nuevos rostros') },
    { id: 5, type: 'slidereach', position: 1, ...hero(5, 'Casting en la Ciudad de México') },
    { id: 6, type: 'slidereach', position: 2, ...hero(6, 'Sesión de fotos en estudio') },
  ]);
  // Also the about page's looping video, for the site to use if it wishes.
  media.asset('orbs.mp4', 'videos/about.mp4');

  await db.insert(socialLinks).values([
    { network: 'facebook', link: 'https://www.facebook.com/polancomodels' },
    { network: 'instagram', link: 'https://www.instagram.com/polancomodels' },
    { network: 'tiktok', link: 'https://www.tiktok.com/@polancomodels' },
  ]);
}
