// Exports of a site with languages: which languages to read, and for each item its language and the item it
// translates, by language and slug, so that an import elsewhere puts it in its language and links it again.
import type { Capabilities } from '../../api/capabilities.js';
import type { OperationId } from '../../api/catalog.js';
import { ApiCallError, type Client } from '../../client/client.js';
import { isRecord } from '../../typing/is-record.js';
import { singular, type ResourceName } from '../../api/resources.js';

type Item = Record<string, unknown>;

/** The languages an export reads; `undefined` is the request's default (a site without languages has only that). */
export interface ExportLanguages {
  readonly languages: readonly (string | undefined)[];
  /** Items in it need no `language` field: an import without one puts them in the default language too. */
  readonly defaultLanguage?: string;
}

/** The fields that put an item in its language and translation group. */
export interface TranslationFields {
  language?: string;
  /** The slug of the item this one translates, the oldest of its group. */
  translation_of?: string;
  translation_of_language?: string;
}

/** The site's languages and its default, as its namespace index declares them (the `site_language` arg). */
export function languagesOf(discovery: unknown): { languages: string[]; defaultLanguage?: string } {
  const routes = isRecord(discovery) && isRecord(discovery.routes) ? Object.values(discovery.routes) : [];
  for (const route of routes) {
    const endpoints = isRecord(route) && Array.isArray(route.endpoints) ? route.endpoints : [];
    for (const endpoint of endpoints) {
      const arg = isRecord(endpoint) && isRecord(endpoint.args) ? endpoint.args.site_language : undefined;
      if (!isRecord(arg) || !Array.isArray(arg.enum)) continue;
      const languages = arg.enum.filter((value): value is string => typeof value === 'string');
      return typeof arg.default === 'string' ? { languages, defaultLanguage: arg.default } : { languages };
    }
  }
  return { languages: [] };
}

/** The language asked for (--lang or the profile's), else every language of a site that has them. */
export async function exportLanguages(
  client: Client,
  asked: unknown,
  capabilities: Capabilities,
): Promise<ExportLanguages> {
  if (!capabilities.languages) return { languages: [typeof asked === 'string' ? asked : undefined] };
  const site = languagesOf((await client.call('meta.index')).body);
  const defaults = site.defaultLanguage === undefined ? {} : { defaultLanguage: site.defaultLanguage };
  if (typeof asked === 'string') return { languages: [asked], ...defaults };
  return { languages: site.languages.length > 0 ? site.languages : [undefined], ...defaults };
}

/** The oldest member of an item's translation group (the lowest ID), when that is not the item itself. */
export function originalOf(item: Item): { id: number; language: string } | undefined {
  if (!isRecord(item.translations)) return undefined;
  let original: { id: number; language: string } | undefined;
  for (const [language, id] of Object.entries(item.translations))
    if (typeof id === 'number' && id < Number(item.id) && (original === undefined || id < original.id))
      original = { id, language };
  return original;
}

/**
 * Each item's language (left out for the default one) and the item it translates. An original outside the
 * export (another language than the one asked, or filtered out) is read by its ID; one that cannot be read
 * leaves its translations unlinked, said in `notes`.
 */
export async function translationFields(
  client: Client,
  kind: ResourceName,
  items: readonly Item[],
  plan: ExportLanguages,
): Promise<{ fields: Map<Item, TranslationFields>; notes: string[] }> {
  const slugs = new Map<number, Promise<string | undefined>>();
  for (const item of items)
    if (typeof item.slug === 'string' && item.slug !== '') slugs.set(Number(item.id), Promise.resolve(item.slug));
  const slugOf = (id: number, language: string) => {
    let slug = slugs.get(id);
    if (!slug) {
      const op: OperationId = `${kind}.get`;
      slug = client.call(op, { path: { id }, args: { site_language: language } }).then(
        (reply) => (isRecord(reply.body) && typeof reply.body.slug === 'string' ? reply.body.slug : undefined),
        (error: unknown) => {
          if (error instanceof ApiCallError) return undefined;
          throw error;
        },
      );
      slugs.set(id, slug);
    }
    return slug;
  };
  const fields = new Map<Item, TranslationFields>();
  let unlinked = 0;
  for (const item of items) {
    const own: TranslationFields = {};
    if (typeof item.language === 'string' && item.language !== plan.defaultLanguage) own.language = item.language;
    const original = originalOf(item);
    if (original) {
      const slug = await slugOf(original.id, original.language);
      if (slug === undefined || slug === '') unlinked++;
      else {
        own.translation_of = slug;
        if (original.language !== plan.defaultLanguage) own.translation_of_language = original.language;
      }
    }
    fields.set(item, own);
  }
  const notes =
    unlinked === 0
      ? []
      : [
          `${unlinked} translation${unlinked === 1 ? ' is' : 's are'} exported without the link to the ${singular(kind)} ` +
            `${unlinked === 1 ? 'it translates' : 'they translate'}: the server would not give its slug`,
        ];
  return { fields, notes };
}

/** An item's original, as `dependenciesFirst` takes it. */
export const originalId = (item: Item): number[] => {
  const original = originalOf(item);
  return original ? [original.id] : [];
};
