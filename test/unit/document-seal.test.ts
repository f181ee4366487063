// The seal of a calendar file cal wrote (src/store/file/document-seal.ts): a file unchanged since is read without its
// records' fields being checked again, to the same calendar; any change, or other rules, and they are checked.
import { mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { seedDemoCalendar } from '../../src/demo/demo-calendar.js';
import { addUser } from '../../src/domain/users.js';
import { createApp } from '../../src/server/app.js';
import { DocumentSeal, isSealed } from '../../src/store/file/document-seal.js';
import { JsonFileStore } from '../../src/store/file/json-file-store.js';
import {
  decodeDocument,
  documentChunks,
  documentView,
  SCHEMA_VERSION,
  writeDocument,
} from '../../src/store/file/store-document.js';
import { MemoryState } from '../../src/store/state/memory-state.js';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const SEAL = /,\n "seal": "([0-9a-f]{8}) ([0-9a-f]{8})"\n\}\n$/;

/** The demo calendar (every kind of record, translations, terms) as cal writes it, folded: its text. */
async function demoFile(): Promise<{ file: string; text: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'cal-seal-'));
  dirs.push(dir);
  const file = join(dir, 'calendar.json');
  const store = await JsonFileStore.open(file);
  await store.write((tx) => addUser(tx, { login: 'admin', role: 'administrator' }));
  await seedDemoCalendar(createApp({ store, siteUrl: 'http://localhost', embedded: true }));
  await store.compact();
  await store.close();
  return { file, text: await readFile(file, 'utf8') };
}

/** The document without its seal: as a file of an earlier version, or edited by hand, ends. */
const unsealed = (text: string) => text.replace(SEAL, '\n}\n');

/** The document sealed again after `edit`, as cal would have written it (by the rules of this version). */
function resealed(text: string, edit: (body: string) => string = (body) => body): string {
  const body = edit(unsealed(text).slice(0, -'\n}\n'.length));
  const seal = new DocumentSeal(SCHEMA_VERSION);
  return seal.over(body) + seal.member();
}

async function opened(file: string, text: string): Promise<JsonFileStore> {
  await writeFile(file, text);
  return JsonFileStore.open(file);
}

describe('the seal of a calendar file', () => {
  it('ends every file cal writes, and matches it', async () => {
    const { text } = await demoFile();
    expect(text).toMatch(SEAL);
    expect(isSealed(Buffer.from(text), SCHEMA_VERSION)).toBe(true);
    // The same document JSON.stringify writes: the seal is one more member, last.
    expect(JSON.stringify(JSON.parse(text), null, 1) + '\n').toBe(text);
  });

  it('is the same text whatever number of records a piece holds', async () => {
    const { text } = await demoFile();
    const state = new MemoryState();
    decodeDocument(text, state, true);
    // Pieces of one record, of a few (ending part way through a list), and of more than any list holds.
    const texts = [1, 2, 3, 7, 64, 100_000].map((size) => [...documentChunks(documentView(state), size)].join(''));
    expect(new Set(texts).size).toBe(1);
    expect(texts[0]).toBe(text);
    expect([...state.all('events')].length).toBeGreaterThan(7);
  });

  it('is written by writeDocument as documentChunks gives it, which answers the bytes it wrote', async () => {
    const { file, text } = await demoFile();
    const state = new MemoryState();
    decodeDocument(text, state, true);
    const copy = `${file}.copy`;
    const handle = await open(copy, 'w');
    const size = await writeDocument(handle, documentView(state));
    await handle.close();
    expect(await readFile(copy, 'utf8')).toBe(text);
    expect(size).toBe(Buffer.byteLength(text));
  });

  it('does not match once any byte changed, nor for another schema', async () => {
    const { text } = await demoFile();
    const at = text.indexOf('"title": "') + 10;
    const changed = text.slice(0, at) + (text[at] === 'X' ? 'Y' : 'X') + text.slice(at + 1);
    expect(isSealed(Buffer.from(changed), SCHEMA_VERSION)).toBe(false);
    expect(isSealed(Buffer.from(unsealed(text)), SCHEMA_VERSION)).toBe(false);
    expect(isSealed(Buffer.from(text.slice(0, -1)), SCHEMA_VERSION)).toBe(false);
    expect(isSealed(Buffer.from(text), SCHEMA_VERSION + 1)).toBe(false);
    expect(isSealed(Buffer.alloc(0), SCHEMA_VERSION)).toBe(false);
  });

  it('sums the bytes as cal wrote them, characters of several bytes too, up to the last before the seal', async () => {
    const { text } = await demoFile();
    const withEmoji = resealed(text, (body) => body.replaceAll('"title": "', '"title": "🎉😀 é '));
    expect(withEmoji).toContain('🎉');
    expect(isSealed(Buffer.from(withEmoji), SCHEMA_VERSION)).toBe(true);
    // Characters of several bytes right before the member, inside the tail where the seal is looked for.
    const packed = resealed(text, (body) => `${body},\n "note": "🎉😀éü"`);
    expect(packed).toContain('éü",\n "seal": "');
    expect(isSealed(Buffer.from(packed), SCHEMA_VERSION)).toBe(true);
    // A byte changed inside a character of several bytes.
    const bytes = Buffer.from(packed);
    const at = bytes.lastIndexOf(Buffer.from('é')) + 1;
    bytes.writeUInt8(bytes.readUInt8(at) ^ 1, at);
    expect(isSealed(bytes, SCHEMA_VERSION)).toBe(false);
  });

  it('reads a sealed file to the calendar the full checks read from it', async () => {
    const { file, text } = await demoFile();
    const sealed = await opened(file, text);
    const fromSealed = await JsonFileStore.readConsistent(file);
    await sealed.close();
    const checked = await opened(file, unsealed(text));
    const fromChecked = await JsonFileStore.readConsistent(file);
    await checked.close();
    expect(fromSealed).toBe(fromChecked);
    expect(fromSealed).toBe(text);
  });

  it("skips the fields' checks of a sealed file, and checks them once it changed", async () => {
    const { file, text } = await demoFile();
    // A value the checks refuse, sealed as cal would have sealed it: read, as the seal says cal wrote it so.
    const wrongType = (body: string) => body.replace(/"featured": (true|false)/, '"featured": "yes"');
    const store = await opened(file, resealed(text, wrongType));
    expect([...store.all('events')].some((event) => String(event.featured) === 'yes')).toBe(true);
    await store.close();
    // `cal store check` checks every record, sealed or not.
    await expect(JsonFileStore.examine(file, { everyField: true })).rejects.toThrow(/\.featured: expected true/);
    // Changed after it was sealed: checked, and refused naming the field, as a file without a seal is.
    await expect(opened(file, wrongType(text))).rejects.toThrow(/\.featured: expected true or false, got "yes"/);
    await expect(opened(file, wrongType(unsealed(text)))).rejects.toThrow(/\.featured: expected true or false/);
  });

  it('checks a file sealed by other rules, filling the fields they did not have', async () => {
    const { file, text } = await demoFile();
    const withoutSticky = (body: string) => body.replace(/,\n +"sticky": (true|false)/g, '');
    const byOtherRules = resealed(text, withoutSticky).replace(/ [0-9a-f]{8}"\n\}\n$/, ' 00000000"\n}\n');
    expect(byOtherRules).not.toContain('"sticky"');
    const store = await opened(file, byOtherRules);
    expect([...store.all('events')].every((event) => typeof event.sticky === 'boolean')).toBe(true);
    await store.close();
  });
});
