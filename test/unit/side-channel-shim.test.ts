// The bundle's stand-in for side-channel (scripts/side-channel.cjs) answers exactly as the package qs was written against.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

interface Channel {
  assert(key: unknown): void;
  delete(key: unknown): boolean;
  get(key: unknown): unknown;
  has(key: unknown): boolean;
  set(key: unknown, value: unknown): void;
}

const require = createRequire(import.meta.url);
const shim = require('../../scripts/side-channel.cjs') as () => Channel;
const real = require('side-channel') as () => Channel;

/** Runs the same calls on a channel and reports every answer (or the error's type). */
function script(channel: Channel): unknown[] {
  const object = {};
  const fn = () => undefined;
  const answers: unknown[] = [];
  const call = (f: () => unknown) => {
    try {
      answers.push(f() ?? null);
    } catch (error) {
      answers.push((error as Error).name);
    }
  };
  for (const key of [object, fn, 'text', 1, null, undefined]) {
    call(() => channel.has(key));
    call(() => channel.get(key));
    call(() => channel.assert(key));
    call(() => channel.set(key, { of: typeof key }));
    call(() => channel.has(key));
    call(() => channel.get(key));
    call(() => channel.assert(key));
  }
  call(() => channel.delete(object));
  call(() => channel.has(object));
  call(() => channel.delete('text'));
  call(() => channel.delete('missing'));
  return answers;
}

describe('side-channel stand-in', () => {
  it('answers every call as the package does, for object, function and primitive keys', () => {
    expect(script(shim())).toEqual(script(real()));
  });

  it('keeps channels apart', () => {
    const a = shim();
    const b = shim();
    const key = {};
    a.set(key, 1);
    expect([a.get(key), b.has(key)]).toEqual([1, false]);
  });
});
