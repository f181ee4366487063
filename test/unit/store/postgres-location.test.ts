// Naming a calendar in PostgreSQL: a postgres:// URL is told from a file, and its password never shows.
import { describe, expect, it } from 'vitest';
import { isPostgresUrl, redactedUrl, withoutPassword } from '../../../src/store/postgres/location.js';
import { dataLocation } from '../../../src/config/store-path.js';
import { differences } from '../../../src/store/calendar-differences.js';

describe('postgres:// locations', () => {
  it('tells a database URL from a file path', () => {
    expect(isPostgresUrl('postgres://cal@localhost/calendar')).toBe(true);
    expect(isPostgresUrl('postgresql://cal@localhost/calendar')).toBe(true);
    expect(isPostgresUrl('POSTGRES://x')).toBe(true);
    expect(isPostgresUrl('./postgres://x')).toBe(false);
    expect(isPostgresUrl('calendar.json')).toBe(false);
    // A relative `data` is made absolute; a URL is left as it is.
    expect(dataLocation('/home/me', 'calendar.json')).toBe('/home/me/calendar.json');
    expect(dataLocation('/home/me', 'postgres://cal@/db?host=/run')).toBe('postgres://cal@/db?host=/run');
  });

  it.each([
    ['postgres://cal:s3cret@db.example.org:5432/calendar', 'postgres://cal:***@db.example.org:5432/calendar'],
    ['postgresql://cal:p%40ss%3Aword@localhost/cal', 'postgresql://cal:***@localhost/cal'],
    ['postgres://cal:@localhost/cal', 'postgres://cal:***@localhost/cal'],
    [
      'postgres://cal@localhost/cal?password=s3cret&sslmode=require',
      'postgres://cal@localhost/cal?password=***&sslmode=require',
    ],
    ['postgres://cal@/cal?host=/tmp/socket', 'postgres://cal@/cal?host=/tmp/socket'],
    ['postgres://localhost/cal', 'postgres://localhost/cal'],
  ])('shows %s as %s', (url, shown) => {
    expect(redactedUrl(url)).toBe(shown);
  });

  it('takes the password out of a URL for a command line, decoded for the environment', () => {
    expect(withoutPassword('postgres://cal:p%40ss%3Aword@localhost/cal')).toEqual({
      url: 'postgres://cal@localhost/cal',
      password: 'p@ss:word',
    });
    expect(withoutPassword('postgres://cal@localhost/cal?password=s3cret&sslmode=require')).toEqual({
      url: 'postgres://cal@localhost/cal?sslmode=require',
      password: 's3cret',
    });
    expect(withoutPassword('postgres://cal@localhost/cal?sslmode=require&password=s3cret')).toEqual({
      url: 'postgres://cal@localhost/cal?sslmode=require',
      password: 's3cret',
    });
    expect(withoutPassword('postgres://cal@/cal?host=/tmp')).toEqual({
      url: 'postgres://cal@/cal?host=/tmp',
      password: undefined,
    });
  });
});

describe('comparing two calendars', () => {
  const view = (events: unknown[], settings: unknown = { timezone: 'UTC' }) => ({
    settings,
    sequences: { post: 3, term: 0, user: 1 },
    collections: [['events', events] as const, ['venues', []] as const],
  });
  it('finds none between equal calendars whose records list their fields in another order', () => {
    const a = view([
      { id: 1, title: 'A', tags: [1, 2] },
      { id: 2, title: 'B' },
    ]);
    const b = view([
      { tags: [1, 2], title: 'A', id: 1 },
      { id: 2, title: 'B' },
    ]);
    expect(differences(a, b)).toEqual([]);
  });
  it('names records only one holds, fields that differ, another order and other settings', () => {
    const a = view([
      { id: 1, title: 'A' },
      { id: 2, title: 'B' },
      { id: 3, title: 'C' },
    ]);
    const b = view(
      [
        { id: 2, title: 'B!' },
        { id: 1, title: 'A' },
        { id: 4, title: 'D' },
      ],
      { timezone: 'Europe/Madrid' },
    );
    expect(differences(a, b)).toEqual([
      'settings: timezone differs',
      'events 2: title differs',
      'events 3: only in the first',
      'events 4: only in the second',
      'events: listed in another order',
    ]);
  });
});
