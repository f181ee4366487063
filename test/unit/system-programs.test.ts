// Suites that need a program from the system: run where it is, skipped with the reason locally, failed under CI.
import { describe, expect, it } from 'vitest';
import { gate, programAt, programOnPath } from '../helpers/system.js';

describe('a suite that needs system programs', () => {
  it('runs when nothing is missing, in CI or not', () => {
    expect(gate([], { CI: 'true' })).toEqual({ run: true });
    expect(gate([], {})).toEqual({ run: true });
  });

  it('is skipped with the reason and the way to install on a developer machine', () => {
    const reason = '/usr/bin/chromium is missing: scripts/install-system-deps.sh installs it';
    expect(gate(['/usr/bin/chromium is missing'], {})).toEqual({ run: false, skip: true, reason });
    expect(gate(['/usr/bin/chromium is missing'], { CI: 'false' })).toEqual({ run: false, skip: true, reason });
  });

  it('fails under CI, so that a missing install cannot pass unseen', () => {
    for (const CI of ['true', '1', 'yes']) {
      expect(gate(['zsh is not on PATH'], { CI })).toEqual({
        run: false,
        skip: false,
        reason: 'zsh is not on PATH: scripts/install-system-deps.sh installs it (CI must run this suite)',
      });
    }
  });

  it('says what brings a missing thing no package installs, and fails under CI all the same', () => {
    const remedy = 'scripts/ics-corpus.sh assembles it';
    expect(gate(['no corpus at ../shared/ics-corpus'], { CI: 'true' }, remedy)).toEqual({
      run: false,
      skip: false,
      reason: 'no corpus at ../shared/ics-corpus: scripts/ics-corpus.sh assembles it (CI must run this suite)',
    });
    expect(gate(['no corpus at ../shared/ics-corpus'], {}, remedy)).toMatchObject({ skip: true });
  });

  it('finds programs by path and on PATH', () => {
    expect(programAt('Node', process.execPath).missing()).toBeUndefined();
    expect(programAt('Nothing', '/nonexistent/program').missing()).toBe('/nonexistent/program is missing');
    expect(programOnPath('sh').missing()).toBeUndefined();
    expect(programOnPath('no-such-program-here').missing()).toBe('no-such-program-here is not on PATH');
  });
});
