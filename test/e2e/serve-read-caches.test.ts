// CAL_CACHE switches cal serve's read caches off for measuring, and says on stop how often they answered.
import { describe, expect, it } from 'vitest';
import { cal } from '../helpers/cli.js';
import { useSandbox } from '../helpers/setup.js';
import type { Json } from './cli-support.js';

const box = useSandbox();

/**
 * The same list read five times in a row, then the server stopped: what it said on stderr. The second read in a second
 * keeps the answer and later ones in that second are answered from it, so at least one is, wherever a second ends.
 */
async function readFiveTimes(name: string, caching: string): Promise<string> {
  const server = await box.serve(['--data', box.path(`${name}.json`), '--demo'], { CAL_CACHE: caching });
  for (let i = 0; i < 5; i++) expect((await fetch(`${server.api}events?per_page=5`)).status).toBe(200);
  expect(await server.stop('SIGTERM')).toBe(0);
  return server.stderr();
}

/** Waits until the server says it rendered its events ahead; returns how many. */
async function renderedAhead(server: { stderr(): string }): Promise<number> {
  for (;;) {
    const said = /rendered (\d+) events ahead in \d+ ms/.exec(server.stderr());
    if (said) return Number(said[1]);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('CAL_CACHE', () => {
  it('off: every read is answered afresh, and the report on stop shows no cache answered', async () => {
    expect(await readFiveTimes('off', 'off')).toContain(
      'read caches off: 0 answers from the response cache, 0 list matches from the list caches',
    );
  });

  it('on: repeated reads come from the caches, and the report counts them', async () => {
    const report = /read caches on: (\d+) answers from the response cache/.exec(await readFiveTimes('on', 'on'));
    expect(Number(report?.[1])).toBeGreaterThanOrEqual(1);
  });

  it('reports the events rendered ahead, after which reads render nothing', async () => {
    const server = await box.serve(['--data', box.path('ahead.json'), '--demo'], { CAL_CACHE: 'off' });
    expect(await renderedAhead(server)).toBeGreaterThan(0);
    const page = (await (await fetch(`${server.api}events?per_page=20`)).json()) as Json;
    const ids: number[] = page.events.map((event: Json) => event.id);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect((await fetch(`${server.api}events/${id}`)).status).toBe(200);
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(server.stderr()).toMatch(
      /parts of answers: [1-9]\d* rendered ahead, 0 while answering, [1-9]\d* kept ones used/,
    );
  });

  it('refuses another value with a usage error', async () => {
    const result = await cal(['--data', box.path('bad.json'), 'serve', '--port', '0'], { env: { CAL_CACHE: 'no' } });
    expect(result.exitCode).toBe(2);
    expect(result.stderr.trim()).toBe('cal: CAL_CACHE: expected on or off, got "no"');
  });
});
