// The role matrix: who may create, publish, read and change which posts and terms.
import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS,
  canCreatePosts,
  canCreateTermByName,
  canListAnyStatus,
  canManageTerms,
  canModifyPost,
  canPublish,
  canReadPost,
  canUploadFiles,
  isReadableBy,
  scaleStatus,
  unpublishedReadableOf,
  type Principal,
} from '../../src/domain/permissions.js';
import type { Role } from '../../src/store/records/records.js';

const as = (role: Role, id = 5): Principal => ({ user: { id, login: role, name: role, email: '', role } });
const roles: Role[] = ['subscriber', 'contributor', 'author', 'editor', 'administrator'];

describe('capabilities per role', () => {
  it.each([
    ['anonymous', ANONYMOUS, [false, false, false, false, false, false, false]],
    ...roles.map((role, i) => [role, as(role), [i >= 1, i >= 2, i >= 1, i >= 2, i >= 3, i >= 1, i >= 3]]),
  ] as [string, Principal, boolean[]][])('%s', (_name, who, expected) => {
    expect([
      canCreatePosts(who),
      canPublish(who),
      canListAnyStatus(who),
      canUploadFiles(who),
      canManageTerms(who),
      canCreateTermByName(who, 'tags'),
      canCreateTermByName(who, 'categories'),
    ]).toEqual(expected);
  });
});

describe('per-object rules', () => {
  const own = (status: 'publish' | 'draft') => ({ author: 5, status });
  const others = (status: 'publish' | 'draft') => ({ author: 9, status });
  it.each([
    ['contributor', own('draft'), true, true],
    ['contributor', own('publish'), false, true],
    ['contributor', others('draft'), false, false],
    ['author', own('publish'), true, true],
    ['author', others('draft'), false, false],
    ['editor', others('draft'), true, true],
    ['subscriber', own('draft'), false, false],
  ] as const)('%s on %o: modify %s, read %s', (role, post, modify, read) => {
    expect(canModifyPost(as(role), post)).toBe(modify);
    expect(canReadPost(as(role), post)).toBe(read);
  });

  it('lets anybody read published posts and nobody anonymous change them', () => {
    expect(canReadPost(ANONYMOUS, others('publish'))).toBe(true);
    expect(canReadPost(ANONYMOUS, others('draft'))).toBe(false);
    expect(canModifyPost(ANONYMOUS, others('publish'))).toBe(false);
  });
});

describe('status scaling', () => {
  it.each([
    ['author', undefined, 'publish'],
    ['author', 'future', 'future'],
    ['contributor', undefined, 'draft'],
    ['contributor', 'publish', 'pending'],
    ['contributor', 'future', 'pending'],
    ['contributor', 'draft', 'draft'],
    ['contributor', 'pending', 'pending'],
    ['author', 'private', 'private'],
    ['editor', 'draft', 'draft'],
  ] as const)('%s asking %s gets %s', (role, requested, expected) => {
    expect(scaleStatus(as(role), requested)).toBe(expected);
  });

  it('refuses private to a user who cannot publish: it would skip review', () => {
    expect(() => scaleStatus(as('contributor'), 'private')).toThrow(
      expect.objectContaining({ code: 'rest_cannot_publish', status: 403 }),
    );
  });
});

describe('unpublished posts in lists', () => {
  const post = (author: number, status: 'publish' | 'draft' | 'private' | 'pending' | 'future') => ({ author, status });
  it.each([
    ['anonymous', ANONYMOUS, -1],
    ['subscriber', as('subscriber'), -1],
    ['contributor', as('contributor'), 5],
    ['author', as('author'), 5],
    ['editor', as('editor'), undefined],
    ['administrator', as('administrator'), undefined],
  ] as const)('%s reads unpublished posts of %s', (_name, who, reader) => {
    expect(unpublishedReadableOf(who)).toBe(reader);
    for (const status of ['draft', 'private', 'pending', 'future'] as const) {
      expect(isReadableBy(reader, post(9, status))).toBe(reader === undefined);
      expect(isReadableBy(reader, post(5, status))).toBe(canReadPost(who, post(5, status)));
    }
    expect(isReadableBy(reader, post(9, 'publish'))).toBe(true);
  });
});
