// Every ISO 3166-1 country with its name in es, en and pt, from the runtime's own CLDR data
// (Intl.DisplayNames), so no list has to be downloaded or kept by hand. Mexico comes first (id 1).
const notCountries = new Set(
  'AC AN BU CP CQ CS DD DG DY EA EU EZ FX HV IC NH QO RH SU TA TP UK UN VD XA XB XK YD YU ZR ZZ'.split(' '),
);

export function countryRows(): { code: string; es: string; en: string; pt: string }[] {
  const names = {
    es: new Intl.DisplayNames(['es'], { type: 'region', fallback: 'none' }),
    en: new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }),
    pt: new Intl.DisplayNames(['pt'], { type: 'region', fallback: 'none' }),
  };
  const codes: string[] = [];
  for (let a = 65; a <= 90; a += 1) {
    for (let b = 65; b <= 90; b += 1) {
      const code = String.fromCharCode(a, b);
      if (!notCountries.has(code) && names.en.of(code)) codes.push(code);
    }
  }
  const ordered = ['MX', ...codes.filter((code) => code !== 'MX')];
  return ordered.map((code) => ({
    code,
    es: names.es.of(code) ?? code,
    en: names.en.of(code) ?? code,
    pt: names.pt.of(code) ?? code,
  }));
}
