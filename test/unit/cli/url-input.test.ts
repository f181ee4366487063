// Reading an import's URL: progress on a terminal while a large feed arrives, and the validators kept after an
// import that went well (the file holds no credentials).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedValidators, keepValidators, readUrl } from '../../../src/cli/commands/bulk/url-input.js';

const BIG = `BEGIN:VCALENDAR\r\n${'X-FILLER:'.padEnd(70, 'x')}\r\n`.repeat(4000);
let server: Server;
let base = '';
let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cal-url-'));
  server = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'text/calendar',
      'content-length': Buffer.byteLength(BIG),
      etag: '"big"',
    });
    response.end(BIG);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe('readUrl', () => {
  it('says how much of a large feed has arrived, then clears the line', async () => {
    const lines: string[] = [];
    const read = await readUrl(`${base}/big.ics`, {
      timeoutMs: 10_000,
      progress: (line) => lines.push(line),
    });
    expect(read.bytes?.length).toBe(Buffer.byteLength(BIG));
    expect(lines.length).toBeGreaterThan(1);
    expect(lines[0]).toMatch(/^\rdownloading 127\.0\.0\.1:\d+: \d+ of \d+ KiB$/);
    expect(lines.at(-1)).toBe('\r\x1b[K');
  });

  it('keeps the validators by calendar and address, without the credentials', async () => {
    const read = await readUrl(`http://ana:secret@${base.slice(7)}/big.ics`, { timeoutMs: 10_000 });
    await keepValidators(dir, '/calendars/a.json', read);
    const kept = await readFile(join(dir, 'imported-urls.json'), 'utf8');
    expect(JSON.parse(kept)).toEqual({ [`/calendars/a.json\n${base}/big.ics`]: { etag: '"big"' } });
    expect(kept).not.toContain('secret');
    // Per calendar: another calendar has no validators of its own for the address yet.
    expect(await importedValidators(dir, '/calendars/a.json', `${base}/big.ics`)).toEqual({ etag: '"big"' });
    expect(await importedValidators(dir, '/calendars/b.json', `${base}/big.ics`)).toBeUndefined();
  });
});
