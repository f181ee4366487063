// The calendar page over HTTP: the page at the site and language roots, its script and stylesheet, the policy they run under.
import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { useApi } from '../helpers/setup.js';

const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const api = useApi();

describe('the calendar page', () => {
  it('is served at the site root with its script, stylesheet, discovery link and a strict policy', async () => {
    const reply = await api.request('GET', `${api.site}/`);

    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(reply.headers.get('content-security-policy')).toBe(CSP);
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('link')).toBe(`<${api.site}/wp-json/>; rel="https://api.w.org/"`);
    expect(reply.text).toContain(`<link rel="https://api.w.org/" href="${api.site}/wp-json/">`);
    expect(reply.text).toContain('<link rel="stylesheet" href="calendar.css">');
    expect(reply.text).toContain('<script src="calendar.js" defer></script>');
    expect(reply.text).toContain('<main id="calendar">');
    // Nothing inline: the policy would block it.
    expect(reply.text).not.toMatch(/<script>|<style|\sstyle=|\son[a-z]+=/);
  });

  it("is served at a language root with that language's API addresses", async () => {
    const reply = await api.request('GET', `${api.site}/es/`);

    expect(reply.status).toBe(200);
    expect(reply.headers.get('x-tec-api-root')).toBe(`${api.site}/es/wp-json/cal/events/v1/`);
    expect(reply.headers.get('link')).toBe(`<${api.site}/es/wp-json/>; rel="https://api.w.org/"`);
    expect(reply.text).toContain(`<link rel="https://api.w.org/" href="${api.site}/es/wp-json/">`);
    expect(reply.text).toContain('<script src="calendar.js" defer></script>');
  });

  it.each(['/xx/', '/xx/calendar.js', '/calendar.jsx', '/assets/calendar.js'])(
    'answers %s, which is not the page or one of its files, with 404',
    async (path) => {
      const reply = await api.request('GET', api.site + path);

      expect(reply.status).toBe(404);
    },
  );
});

describe("the page's files", () => {
  it.each([
    ['/calendar.js', 'text/javascript; charset=UTF-8'],
    ['/calendar.css', 'text/css; charset=UTF-8'],
    ['/es/calendar.js', 'text/javascript; charset=UTF-8'],
    ['/es/calendar.css', 'text/css; charset=UTF-8'],
  ])('serves %s as %s, not to be sniffed as anything else', async (path, type) => {
    const reply = await api.request('GET', api.site + path);

    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe(type);
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.text.length).toBeGreaterThan(500);
  });

  it('answers HEAD with the headers and no body', async () => {
    const reply = await api.request('HEAD', `${api.site}/calendar.js`);

    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/javascript; charset=UTF-8');
    expect(reply.text).toBe('');
  });

  it('serves a script that compiles and never writes markup from data', async () => {
    const script = (await api.request('GET', `${api.site}/calendar.js`)).text;

    expect(() => new Script(script, { filename: 'calendar.js' })).not.toThrow();
    expect(script).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(|new Function/);
    expect(script).toContain('textContent');
    expect(script).toContain('"cal/events/v1/"');
  });
});
