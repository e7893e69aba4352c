/**
 * A User's `locale` (RFC 7643: a language tag such as `en-US`): Personnel records no language preference, so it is
 * the most likely language of the country the person works in, by CLDR's likely subtags (`GB` -> `en-GB`,
 * `CH` -> `de-CH`). Remembered per country.
 */
const locales = new Map<string, string | null>();

export function localeOfCountry(country: string): string | null {
  let locale = locales.get(country);
  if (locale === undefined) {
    locale = likelyLocale(country);
    locales.set(country, locale);
  }
  return locale;
}

function likelyLocale(country: string): string | null {
  if (!/^[A-Z]{2}$/.test(country)) return null;
  try {
    const likely = new Intl.Locale(`und-${country}`).maximize();
    return likely.region === country ? `${likely.language}-${country}` : null;
  } catch {
    return null;
  }
}
