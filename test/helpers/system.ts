// Programs from the system that some suites need. scripts/install-system-deps.sh installs them (.ci/run calls it);
// a test never installs anything. Where one is missing, its suite is skipped with the reason on a developer's
// machine and fails under CI, so that CI cannot pass by not running it. Other things a suite needs from outside
// the repository (the iCalendar corpus in ../shared) are held to the same rule.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, it } from 'vitest';

export interface SystemProgram {
  /** The program as the suite names it. */
  readonly name: string;
  /** Why it cannot run here, or undefined when it can. */
  missing(): string | undefined;
  /** What brings it, when scripts/install-system-deps.sh does not. */
  readonly remedy?: string;
}

const INSTALL = 'scripts/install-system-deps.sh installs it';

/** A program at a fixed path (Debian's packages put Chromium there). */
export function programAt(name: string, path: string): SystemProgram {
  return {
    name,
    missing() {
      try {
        accessSync(path, constants.X_OK);
        return undefined;
      } catch {
        return `${path} is missing`;
      }
    },
  };
}

/** A program found on PATH. */
export function programOnPath(command: string): SystemProgram {
  return {
    name: command,
    missing: () =>
      spawnSync('sh', ['-c', `command -v ${command}`]).status === 0 ? undefined : `${command} is not on PATH`,
  };
}

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM = programAt('Chromium', CHROMIUM_PATH);
export const BASH = programOnPath('bash');
export const ZSH = programOnPath('zsh');
export const FISH = programOnPath('fish');
export const TMUX = programOnPath('tmux');
/** Calendar clients: vdirsyncer's http storage reads a feed into a folder of events, which khal reads. */
export const VDIRSYNCER = programOnPath('vdirsyncer');
export const KHAL = programOnPath('khal');
/** Manual pages: man-db's man, and groff, which man runs to lay them out. */
export const MAN = programOnPath('man');
export const GROFF = programOnPath('groff');
export const MAN_OR_GROFF: SystemProgram = {
  name: 'man or groff',
  missing() {
    const [man, groff] = [MAN.missing(), GROFF.missing()];
    return man !== undefined && groff !== undefined ? `${man}, and ${groff}` : undefined;
  },
};

/**
 * A tmpfs mounted in a private mount namespace (util-linux's unshare and nsenter, run as root), so that a test
 * can give a server a small disk of its own to fill, leaving the machine's mounts alone.
 */
export const TMPFS_NAMESPACE: SystemProgram = {
  name: 'a tmpfs in a private mount namespace',
  missing() {
    for (const command of ['unshare', 'nsenter']) {
      const absent = programOnPath(command).missing();
      if (absent) return absent;
    }
    const probe = spawnSync(
      'unshare',
      ['--mount', '--propagation', 'private', 'sh', '-c', 'mount -t tmpfs -o size=64k tmpfs "$0"', tmpdir()],
      { encoding: 'utf8' },
    );
    if (probe.status === 0) return undefined;
    return `cannot mount a tmpfs in a private mount namespace (${(probe.stderr || probe.error?.message || '').trim()}): it takes root`;
  },
};

/** What a suite does about its missing programs: run, be skipped (locally) or fail (under CI, which sets CI=true). */
export type Gate = { readonly run: true } | { readonly run: false; readonly skip: boolean; readonly reason: string };

export function gate(missing: readonly string[], env: NodeJS.ProcessEnv = process.env, remedy = INSTALL): Gate {
  if (missing.length === 0) return { run: true };
  const reason = `${missing.join('; ')}: ${remedy}`;
  const inCi = !['', 'false', '0'].includes((env.CI ?? '').toLowerCase());
  return inCi
    ? { run: false, skip: false, reason: `${reason} (CI must run this suite)` }
    : { run: false, skip: true, reason };
}

/**
 * `describe(title, body)` when every program is here; otherwise one test in its place that names what is missing:
 * skipped with that reason locally, failed under CI.
 */
export function describeWith(programs: readonly SystemProgram[], title: string, body: () => void): void {
  const absent = programs.flatMap((program) => {
    const why = program.missing();
    return why === undefined ? [] : [{ why, remedy: program.remedy ?? INSTALL }];
  });
  const remedies = [...new Set(absent.map(({ remedy }) => remedy))].join('; ');
  const decision = gate(
    absent.map(({ why }) => why),
    process.env,
    remedies,
  );
  if (decision.run) {
    describe(title, body);
    return;
  }
  describe(title, () => {
    it(`needs ${programs.map((program) => program.name).join(' and ')}`, (context) => {
      if (!decision.skip) throw new Error(decision.reason);
      // The default reporter shows no reasons for skips: say it where it is seen.
      console.warn(`skipped "${title}": ${decision.reason}`);
      context.skip(decision.reason);
    });
  });
}
