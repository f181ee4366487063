// Where a request points, and the URLs of each URL form: made once per form, whatever the order forms come in.
import { describe, expect, it } from 'vitest';
import { ALIAS_NAMESPACE, NAMESPACE, resolveTarget, Urls, type UrlLanguage } from '../../src/server/addresses.js';

describe('resolveTarget', () => {
  it('reads the namespace, the language segment and the route, with or without trailing slashes', () => {
    const languages = ['en', 'es'];
    expect(resolveTarget('/wp-json/cal/events/v1/events/12', languages)).toEqual({
      kind: 'rest',
      namespace: NAMESPACE,
      language: undefined,
      subPath: '/events/12',
    });
    expect(resolveTarget('/es/wp-json/tribe/events/v1/events//', languages)).toEqual({
      kind: 'rest',
      namespace: ALIAS_NAMESPACE,
      language: 'es',
      subPath: '/events',
    });
    expect(resolveTarget('/wp-json/cal/events/v1', languages)).toMatchObject({ kind: 'rest', subPath: '' });
    // /doc's server URL (with its slash) joined with a path (with its own): routed as WordPress routes it.
    expect(resolveTarget('/wp-json/tribe/events/v1//events//12', languages)).toMatchObject({ subPath: '/events/12' });
    expect(resolveTarget('/wp-json///', languages)).toEqual({ kind: 'rest-index', language: undefined });
    expect(resolveTarget('/wp-json/wp/v2/users/me/', languages)).toEqual({ kind: 'rest-me' });
    // A namespace is a whole path segment: a longer one is another namespace.
    expect(resolveTarget('/wp-json/cal/events/v10/events', languages)).toEqual({ kind: 'rest-unknown' });
    expect(resolveTarget('/de/wp-json/cal/events/v1/events', languages)).toEqual({ kind: 'rest-unknown' });
    expect(resolveTarget('/calendar/', languages)).toEqual({ kind: 'site', path: '/calendar/' });
  });
});

describe('Urls.of', () => {
  const site = 'http://127.0.0.1:8080';

  it('gives the same URLs for the same form, and others for a form that differs in any part', () => {
    const forms: [string, string, UrlLanguage][] = [
      [site, NAMESPACE, { defaultLanguage: 'en' }],
      [site, ALIAS_NAMESPACE, { defaultLanguage: 'en' }],
      [site, NAMESPACE, { defaultLanguage: 'es' }],
      [site, NAMESPACE, { defaultLanguage: 'en', segment: 'es' }],
      [site, NAMESPACE, { defaultLanguage: 'en', param: 'es' }],
      ['http://localhost:9000/', NAMESPACE, { defaultLanguage: 'en' }],
    ];
    const made = forms.map((form) => Urls.of(...form));
    expect(new Set(made).size).toBe(forms.length);
    forms.forEach((form, i) => {
      // Asked again with equal (not the same) language objects.
      const again = Urls.of(form[0], form[1], { ...form[2] });
      expect(again).toBe(made[i]);
      const fresh = new Urls(...form);
      expect(again.key).toBe(fresh.key);
      expect(again.rest('events/1')).toBe(fresh.rest('events/1'));
      expect(again.permalink('event', 'a-b', 'es')).toBe(fresh.permalink('event', 'a-b', 'es'));
    });
    expect(made[4]?.rest('events/')).toBe(`${site}/wp-json/cal/events/v1/events/?site_language=es`);
    expect(made[3]?.rest('events/')).toBe(`${site}/es/wp-json/cal/events/v1/events/`);
  });

  it('keeps a few forms: one asked after many others is made again, equal to the first', () => {
    const first = Urls.of(site, NAMESPACE, { defaultLanguage: 'fr' });
    for (let i = 0; i < 20; i++) Urls.of(`http://127.0.0.${i}:1`, NAMESPACE, { defaultLanguage: 'fr' });
    const again = Urls.of(site, NAMESPACE, { defaultLanguage: 'fr' });
    expect(again).not.toBe(first);
    expect(again.key).toBe(first.key);
  });
});
