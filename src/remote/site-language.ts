// A request's arguments in a language of the site: `site_language` set when one is named, left as they are when not
// (the server's default language).
type Args = Record<string, unknown>;

export function inSiteLanguage(args: Readonly<Args>, language: string | undefined): Args {
  return language ? { ...args, site_language: language } : { ...args };
}
