// The first half of the TEC scenarios replayed (test/helpers/tec-replay.ts), and a recording of every scenario.
import { expect, it } from 'vitest';
import { recordings, replayHalf } from '../helpers/tec-replay.js';
import { SCENARIOS } from '../tec/scenarios.js';

it('has a recording of every scenario', () => {
  expect([...recordings.keys()].sort()).toEqual(SCENARIOS.map((scenario) => scenario.name).sort());
});

replayHalf(0);
