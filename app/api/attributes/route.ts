import { ApiError, getAttributes } from '@/lib/api';
import { locales } from '@/lib/i18n/routing';
import { jsonError } from '@/lib/forms/route-guard';
import { parseDatabaseId } from '@/lib/http/database-id';

/** The cities of one country, for the application form's city select (`?locale=es&country=1`). */
export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const locale = locales.find((candidate) => candidate === (params.get('locale') ?? 'es'));
  const country = parseDatabaseId(params.get('country') ?? '');
  if (!locale) return jsonError(400, 'Unknown language.', { errors: { locale: ['invalidOption'] } });
  if (country === null)
    return jsonError(400, 'A country id is required.', { errors: { country: ['invalidOption'] } });

  try {
    const { cities } = await getAttributes({ locale, countryId: country });
    // Cities change rarely; browsers and the CDN may keep them for an hour.
    return Response.json(
      { data: { cities } },
      { headers: { 'Cache-Control': 'public, max-age=3600, s-maxage=3600' } },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return jsonError(404, 'Unknown country.');
    const unreachable = error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');
    return jsonError(unreachable ? 503 : 502, 'The cities could not be loaded. Please try again.');
  }
}
