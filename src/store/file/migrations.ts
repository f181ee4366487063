// Upgrades of older calendar documents, one schema version at a time, applied when a file is read.
import { isRecord } from '../../typing/is-record.js';

type Document = Record<string, unknown>;

/**
 * `MIGRATIONS[n]` turns a schema-n document into a schema n+1 one. Schema 0 is a document written by
 * hand without the `schema` field: records with no `language` get the default one, users get a
 * password list.
 */
export const MIGRATIONS: Readonly<Record<number, (doc: Document) => Document>> = {
  0: (doc) => {
    const settings = isRecord(doc.settings) ? doc.settings : {};
    const language = typeof settings.default_language === 'string' ? settings.default_language : 'en';
    // Only objects are upgraded: anything else stays as it is, for the checks to name.
    const upgraded = (list: unknown, upgrade: (record: Document) => Document) =>
      Array.isArray(list) ? list.map((r: unknown) => (isRecord(r) ? upgrade(r) : r)) : list;
    const out: Document = { ...doc, schema: 1 };
    for (const name of ['events', 'venues', 'organizers', 'categories', 'tags'])
      out[name] = upgraded(doc[name], (r) => ({ language, ...r }));
    if (Array.isArray(doc.users)) out.users = upgraded(doc.users, (u) => ({ passwords: [], ...u }));
    return out;
  },
};

/** Applies the migrations from the document's version up to `target`; throws for versions from the future. */
export function migrate(doc: Document, target: number): Document {
  let version = doc.schema === undefined ? 0 : doc.schema;
  if (typeof version !== 'number' || !Number.isInteger(version) || version > target || version < 0) {
    throw new Error(
      `$.schema: this version of cal reads schema ${target} and older, the file has ${JSON.stringify(doc.schema)}`,
    );
  }
  let current = doc;
  while (version < target) {
    const step = MIGRATIONS[version];
    if (!step) throw new Error(`$.schema: no migration from schema ${version}`);
    current = step(current);
    version += 1;
  }
  return current;
}
