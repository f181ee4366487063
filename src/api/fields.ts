// Field specs shared by several routes: paging, identifiers, dates, statuses and site_language.
import type { FieldSpec, Params } from './field-spec.js';
import { singular, type ResourceName } from './resources.js';

import { POST_STATUSES } from './post-statuses.js';

export const LANGUAGES = ['ca', 'en', 'es'] as const;

export const siteLanguage = {
  description: 'The language of the content',
  type: 'string',
  enum: LANGUAGES,
  check: 'site-language',
} as const satisfies FieldSpec;

/** Every route takes `site_language` (the seed's rule), so it is added by this rather than at each route. */
export const withLanguage = <P extends Params>(params: P): P & { site_language: typeof siteLanguage } => ({
  ...params,
  site_language: siteLanguage,
});

export const page = {
  description: 'The archive page to return',
  type: 'integer',
  default: 1,
  check: 'positive-int',
} as const satisfies FieldSpec;

export const perPage = (what: string) =>
  ({
    description: `The number of ${what} to return on each page`,
    type: 'integer',
    default: 10,
    defaultFrom: 'posts_per_page',
    check: 'per-page',
  }) as const satisfies FieldSpec;

export const search = (what: string) =>
  ({ description: what, type: 'string', check: 'non-empty-string' }) as const satisfies FieldSpec;

export const idPath = (what: string, check: FieldSpec['check']) =>
  ({ description: `the ${what} ID`, type: 'integer', required: true, check }) as const satisfies FieldSpec;

export const slugPath = (what: string, check: FieldSpec['check']) =>
  ({ description: `the ${what} slug`, type: 'string', required: true, check }) as const satisfies FieldSpec;

/** On reads: the password that unlocks a protected event. */
export const eventPassword = {
  description: 'The password of a password-protected event, to read it in full',
  type: 'string',
} as const satisfies FieldSpec;

/**
 * On event reads: `edit` answers, on each event the caller may edit, its text as written (`raw`) and the event in
 * full when it is protected (as TEC unlocks it); `view` and `embed`, WordPress' other contexts, change nothing.
 */
export const editContext = {
  description:
    'Scope under which the request is made: edit adds, to each event the caller may edit, its title, description and excerpt as written (raw), and unlocks it when protected',
  type: 'string',
  enum: ['view', 'embed', 'edit'],
} as const satisfies FieldSpec;

/** On writes: the password that protects the event from now on. */
export const newEventPassword = {
  description: 'Protect the event with this password; "" removes the protection',
  type: 'string',
} as const satisfies FieldSpec;

/** On creates: the item of the same resource the new one translates. */
export const translationOf = <R extends ResourceName>(resource: R) => {
  const one = singular(resource);
  return {
    description: `The ID of the ${one} this one translates; the new ${one} joins its translation group`,
    type: 'integer',
    check: 'translation-of',
    refers: resource,
  } as const satisfies FieldSpec;
};

export const force = {
  description: 'Delete permanently instead of moving to the trash',
  type: 'boolean',
  default: false,
} as const satisfies FieldSpec;

export const statusFilter = (what: string) =>
  ({
    description: `The ${what} post status; a comma-separated list or an array`,
    type: 'string',
    enum: POST_STATUSES,
    check: 'status-filter',
  }) as const satisfies FieldSpec;

export const postStatus = (what: string) =>
  ({
    description: `The ${what} post status`,
    type: 'string',
    enum: POST_STATUSES,
    check: 'post-status',
  }) as const satisfies FieldSpec;

/** Untyped as in the seed: timestamps, ISO 8601, `YYYY-MM-DD` and relative phrases are all read. */
export const listDate = (description: string) =>
  ({ description, format: 'date-time', check: 'list-date' }) as const satisfies FieldSpec;

export const postDates = (what: string) =>
  ({
    author: { description: `The ${what} author ID`, type: 'integer', check: 'user-id' },
    date: { description: `The ${what} publication date`, type: 'string', format: 'date-time', check: 'date' },
    date_utc: {
      description: `The ${what} publication date (UTC time zone)`,
      type: 'string',
      format: 'date-time',
      check: 'date',
    },
  }) as const satisfies Record<string, FieldSpec>;

export const image = (what: string) =>
  ({
    description: `The ${what} featured image ID or URL`,
    type: 'string',
    check: 'image',
  }) as const satisfies FieldSpec;

export const text = (description: string) => ({ description, type: 'string' }) as const satisfies FieldSpec;

export const nonEmptyText = (description: string) =>
  ({ description, type: 'string', check: 'non-empty-string' }) as const satisfies FieldSpec;
