// Request validation in WordPress' order: required, checks, then types; undeclared args dropped.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors.js';
import type { CheckName, OperationSpec } from '../../src/api/field-spec.js';
import { validateInput, type Check, type CheckRegistry } from '../../src/api/validate.js';

const op: OperationSpec = {
  resource: 'events',
  action: 'create',
  methods: ['POST'],
  path: '/things/{id}',
  summary: 'test',
  status: 201,
  permission: 'create',
  pathParams: { id: { description: 'id', type: 'integer', required: true } },
  params: {
    title: { description: 't', type: 'string', required: true, check: 'non-empty-string' },
    count: { description: 'c', type: 'integer', default: 3 },
    flag: { description: 'f', type: 'boolean' },
    size: { description: 's', type: 'string', enum: ['s', 'm'] },
    list: { description: 'l', type: 'array', items: 'integer', check: 'id-list' },
    per_page: { description: 'p', type: 'integer', default: 10, defaultFrom: 'posts_per_page' },
  },
};

const nonEmpty: Check<null, string> = (value) =>
  typeof value === 'string' && value !== '' ? { ok: true } : { ok: false };
const ids: Check<null, number[]> = (value) => ({ ok: true, value: String(value).split(',').map(Number) });
const known: Partial<CheckRegistry<null>> = { 'non-empty-string': nonEmpty, 'id-list': ids };
const checks = new Proxy(known, {
  get: (target, name: string) =>
    target[name as CheckName] ?? (() => ({ ok: false, message: `unexpected check ${name}` })),
}) as CheckRegistry<null>;

function run(args: Record<string, unknown>, spec: OperationSpec = op) {
  return validateInput(spec, { path: { id: '12' }, args }, { checks, context: null, settings: { posts_per_page: 7 } });
}

function errorOf(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('validateInput', () => {
  it('coerces declared types, applies defaults (settings first) and drops undeclared args', () => {
    const args = { title: 'x', flag: 'TRUE', list: '1,2', extra: 'ignored' };
    expect(run(args)).toEqual({
      path: { id: 12 },
      args: { title: 'x', count: 3, flag: true, list: [1, 2], per_page: 7 },
      raw: args,
    });
  });

  it('does not apply defaults on updates, so omitted fields stay untouched', () => {
    expect(run({ title: 'x' }, { ...op, action: 'update' }).args).toEqual({ title: 'x' });
  });

  it.each([
    [{}, ['title']],
    [{ title: null }, ['title']],
  ])('reports missing required args %j', (args, missing) => {
    const error = errorOf(() => run(args));
    expect(error.toBody()).toEqual({
      code: 'rest_missing_callback_param',
      message: `Missing parameter(s): ${missing.join(', ')}`,
      data: { status: 400, params: missing },
    });
  });

  it('runs checks before types and collects every failure', () => {
    const error = errorOf(() => run({ title: '', size: 'xl' }));
    expect(error.toBody()).toMatchObject({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): title, size',
      data: { status: 400, params: { title: 'Invalid parameter.', size: 'size is not one of s, m.' } },
    });
  });

  it('names the failures in the declared order of the params, whatever order they came in', () => {
    const error = errorOf(() => run({ size: 'xl', flag: 'maybe', title: '', count: 'many' }));
    expect(error.toBody()).toMatchObject({ message: 'Invalid parameter(s): title, size' });
    const types = errorOf(() => run({ flag: 'maybe', title: 'x', count: 'many' }));
    expect(types.toBody()).toMatchObject({ message: 'Invalid parameter(s): count, flag' });
    // The args keep the declared order too (lists echo them in their URLs), defaults after.
    expect(Object.keys(run({ list: '1', flag: '1', title: 'x' }).args)).toEqual([
      'title',
      'flag',
      'list',
      'count',
      'per_page',
    ]);
  });

  it.each([
    ['count', 'abc', 'count is not of type integer.'],
    ['count', '1.5', 'count is not of type integer.'],
    ['flag', 'yes', 'flag is not of type boolean.'],
    ['size', 5, 'size is not of type string.'],
  ])('rejects %s=%j with WordPress type messages', (name, value, message) => {
    const error = errorOf(() => run({ title: 'x', [name]: value }));
    expect(error.toBody()).toEqual({
      code: 'rest_invalid_param',
      message: `Invalid parameter(s): ${name}`,
      data: {
        status: 400,
        params: { [name]: message },
        details: { [name]: { code: 'rest_invalid_type', message, data: { param: name } } },
      },
    });
  });

  it('lets a check judge a value of the wrong type first, with the generic message', () => {
    expect(errorOf(() => run({ title: 5 })).toBody()).toMatchObject({
      data: { params: { title: 'Invalid parameter.' }, details: [] },
    });
  });

  it('treats an empty string as present, not missing', () => {
    expect(errorOf(() => run({ title: '' })).code).toBe('rest_invalid_param');
  });

  it('reads untyped yes-or-no args as WordPress reads truthy text, into booleans', () => {
    const switches: OperationSpec = {
      ...op,
      params: { upcoming: { description: 'u', default: false, truthy: true }, has: { description: 'h', truthy: true } },
    };
    const read = (args: Record<string, unknown>) => run(args, switches).args;
    expect(read({})).toEqual({ upcoming: false });
    for (const yes of ['1', 'true', 'YES', ' on ', 'enabled', true, 1])
      expect(read({ has: yes }).has, String(yes)).toBe(true);
    for (const no of ['0', 'no', 'false', '', 'maybe', false, 0, ['1']])
      expect(read({ has: no }).has, String(no)).toBe(false);
    expect(read({ has: null }).has).toBeNull();
  });
});
