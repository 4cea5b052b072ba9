import Image from 'next/image';
import { getLocale, getTranslations } from 'next-intl/server';
import { AutoplayVideo } from '@/components/ui/autoplay-video.client';
import { BackButton } from '@/components/ui/back-button.client';
import type { Post } from '@/lib/api/types';
import { FIRST_PAINT_IMAGE } from '@/lib/images/paint-priority';
import { formatPostDate, isoDay, longPostDate } from '@/lib/news/date';
import { sanitizePostHtml } from '@/lib/news/sanitize';
import styles from './post.module.css';

/** A news post: title, date (dd/mm/yyyy), description, cover, sanitized content and slide images. */
export async function PostView({ post }: { post: Post }) {
  const [t, locale] = await Promise.all([getTranslations('Post'), getLocale()]);
  const date = formatPostDate(post.createdAt);
  return (
    <article className={styles.post}>
      <BackButton parent="/news" />
      <header className={styles.header}>
        <h1 className={styles.title}>{post.title}</h1>
        {date ? (
          <p className={styles.date}>
            {t('published')}{' '}
            <time
              dateTime={isoDay(post.createdAt) ?? undefined}
              title={longPostDate(post.createdAt, locale) ?? undefined}
            >
              {date}
            </time>
          </p>
        ) : null}
        {post.description ? <p className={styles.description}>{post.description}</p> : null}
      </header>
      {post.cover?.kind === 'image' ? (
        <div className={styles.cover}>
          <Image
            src={post.cover.url}
            alt=""
            fill
            preload
            {...FIRST_PAINT_IMAGE}
            sizes="(min-width: 960px) 900px, 100vw"
            className={styles.coverImage}
          />
        </div>
      ) : post.cover?.kind === 'video' ? (
        <div className={styles.cover}>
          <AutoplayVideo src={post.cover.url} className={styles.coverImage} label={post.title} />
        </div>
      ) : null}
      <div
        className={styles.content}
        data-prose
        dangerouslySetInnerHTML={{ __html: sanitizePostHtml(post.contentHtml) }}
      />
      {post.slides.length > 0 ? (
        <section aria-labelledby="post-images" className={styles.slides}>
          <h2 id="post-images" className={styles.slidesTitle}>
            {t('images')}
          </h2>
          <ul className={styles.slideGrid}>
            {post.slides.map((slide, index) => (
              <li key={slide.id} className={styles.slide}>
                <Image
                  src={slide.url}
                  alt={t('imageAlt', { title: post.title, index: index + 1 })}
                  fill
                  sizes="(min-width: 960px) 450px, 100vw"
                  className={styles.coverImage}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
