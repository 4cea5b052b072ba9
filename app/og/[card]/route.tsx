import { ImageResponse } from 'next/og';
import { agency } from '@/lib/agency';
import { translatorFor } from '@/lib/i18n/translator';
import { locales } from '@/lib/i18n/pathnames';
import { OG_CARD_SIZE, ogCardPath, ogCards, type OgCard } from '@/lib/seo/og-cards';

// Every card is rendered at build time into a static file: no request renders one, and an unknown name is
// a 404 rather than an image drawn on demand.
export const dynamic = 'force-static';
export const dynamicParams = false;

const all = locales.flatMap((locale) => (Object.keys(ogCards) as OgCard[]).map((card) => ({ card, locale })));

export function generateStaticParams() {
  return all.map(({ card, locale }) => ({ card: ogCardPath(card, locale).slice('/og/'.length) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ card: string }> }) {
  const { card: file } = await params;
  const found = all.find(({ card, locale }) => ogCardPath(card, locale) === `/og/${file}`);
  if (!found) return new Response('Not found', { status: 404 });
  const t = await translatorFor(found.locale);
  const title = t(ogCards[found.card]);
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: '#000',
        color: '#fff',
      }}
    >
      <div style={{ display: 'flex', fontSize: 34, letterSpacing: 8, textTransform: 'uppercase' }}>
        {agency.name}
      </div>
      <div
        style={{ display: 'flex', fontSize: title.length > 60 ? 56 : 84, lineHeight: 1.1, maxWidth: 1000 }}
      >
        {title}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 24, fontSize: 28, color: '#bdbdbd' }}>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            flexShrink: 0,
            width: 64,
            height: 64,
            border: '2px solid #fff',
            color: '#fff',
            fontSize: 28,
          }}
        >
          PM
        </div>
        <div style={{ display: 'flex', flex: 1 }}>
          {found.card === 'site' ? agency.address.region : t('Metadata.description')}
        </div>
      </div>
    </div>,
    OG_CARD_SIZE,
  );
}
