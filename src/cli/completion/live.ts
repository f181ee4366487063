// Items of the calendar for completion: one small list request, or a read-only look at the local file; never more.
import type { ResourceName } from '../../api/resources.js';
import { isTerm } from '../../api/resources.js';
import { Client } from '../../client/client.js';
import { createHttpTransport } from '../../client/http-transport.js';
import { isRecord } from '../../typing/is-record.js';
import { parseJson } from '../../typing/parse-json.js';
import { JsonFileStore } from '../../store/file/json-file-store.js';
import { servingLock } from '../../store/file/lock.js';
import { apiRootOf, loadConfig } from '../../config/load.js';
import type { CliContext } from '../context.js';
import type { GlobalOptions } from '../session.js';
import { storePath } from '../../config/store-path.js';

export interface Item {
  readonly id: number;
  readonly slug: string;
  readonly label: string;
}

/** A shell waits on every Tab press: an answer that takes longer is not worth having. */
export const DEADLINE_MS = 1500;
/** How many items one completion offers at most. */
export const MAX_ITEMS = 50;

type Json = Record<string, unknown>;

function itemOf(record: Json): Item | undefined {
  if (typeof record.id !== 'number') return undefined;
  const label =
    [record.title, record.venue, record.organizer, record.name].find((v): v is string => typeof v === 'string') ?? '';
  return { id: record.id, slug: typeof record.slug === 'string' ? record.slug : '', label };
}

const itemsOf = (records: unknown): Item[] =>
  Array.isArray(records)
    ? records
        .filter(isRecord)
        .map(itemOf)
        .filter((i) => i !== undefined)
    : [];

/** Labels as text: a server answers titles as HTML ("Jazz &#038; Blues"); the decoder loads only when needed. */
async function asText(items: Item[]): Promise<Item[]> {
  if (!items.some((item) => item.label.includes('&'))) return items;
  const { decodeHTML } = await import('../../lazy-libraries/entities.js');
  return items.map((item) => ({ ...item, label: decodeHTML(item.label) }));
}

/** The local file as committed (snapshot and journal), read without opening the store: nothing is written. */
async function localItems(file: string, resource: ResourceName): Promise<Item[]> {
  const document = parseJson(await JsonFileStore.readConsistent(file));
  const records = isRecord(document) ? document[resource] : undefined;
  const kept = Array.isArray(records) ? records.filter(isRecord).filter((r) => r.status !== 'trash') : [];
  return itemsOf(kept.slice(-MAX_ITEMS).reverse());
}

async function remoteItems(
  apiRoot: string,
  credentials: { user: string; password: string } | undefined,
  resource: ResourceName,
): Promise<Item[]> {
  // No retries: a server that does not answer at once gets no second chance during a Tab press.
  const transport = createHttpTransport({ apiRoot, ...credentials, timeoutMs: DEADLINE_MS, retries: 0 });
  try {
    const reply = await new Client(transport).call(`${resource}.list`, {
      args: { per_page: MAX_ITEMS, ...(isTerm(resource) ? { hide_empty: false } : {}) },
    });
    return await asText(itemsOf(isRecord(reply.body) ? reply.body[resource] : undefined));
  } finally {
    await transport.close();
  }
}

/** Items of `resource` in the calendar the command line points at: its --url, --data or --profile, else the configured one. */
export async function calendarItems(
  context: CliContext,
  globals: GlobalOptions,
  resource: ResourceName,
): Promise<Item[]> {
  const config = await loadConfig({ cwd: context.cwd(), env: context.env }, globals.profile);
  const profile = globals.url ? { ...config.profile, url: globals.url } : config.profile;
  const apiRoot = apiRootOf(profile);
  if (apiRoot) return remoteItems(apiRoot, config.credentials, resource);
  const file = storePath(globals.data ?? profile.data, context.env);
  const served = await servingLock(file);
  if (!served) return localItems(file, resource);
  const servedRoot = served.url ? apiRootOf({ url: served.url }) : undefined;
  if (!servedRoot || !served.user || !served.password) return [];
  return remoteItems(servedRoot, { user: served.user, password: served.password }, resource);
}

/** Resolves with `fallback` when `task` fails or has not finished by the deadline. */
export async function withinDeadline<T>(task: Promise<T>, fallback: T, ms = DEADLINE_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
    timer.unref();
  });
  try {
    return await Promise.race([task.catch(() => fallback), late]);
  } finally {
    clearTimeout(timer);
  }
}
