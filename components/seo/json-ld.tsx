import { serializeLd, type Ld } from '@/lib/seo/json-ld';

/** Structured data for search engines, escaped so back-end text cannot break out of the script element. */
export function JsonLd({ data }: { data: Ld | Ld[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeLd(data) }} />;
}
