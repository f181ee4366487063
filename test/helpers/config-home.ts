// A throwaway home folder per test, so config tests never read or write the real home or config dir.
import { mkdtempSync, mkdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ConfigEnvironment } from '../../src/config/load.js';

export interface ConfigHome {
  /** Stands in for $HOME: the project search stops here. */
  home: string;
  /** The per-user config folder (`<home>/.config/cal`). */
  configDir: string;
  /** A project folder inside home. */
  project: string;
  /** Writes a file (creating folders) and returns its path; objects are written as JSON. */
  write(path: string, content: string | object): string;
  /** An environment rooted in the sandbox; `env` is merged over HOME. */
  environment(cwd?: string, env?: Record<string, string>): ConfigEnvironment;
  remove(): void;
}

export function makeConfigHome(): ConfigHome {
  // realpath: macOS tmpdir is a symlink, and cosmiconfig reports resolved paths.
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'cal-config-')));
  const home = join(root, 'home');
  const configDir = join(home, '.config', 'cal');
  const project = join(home, 'project');
  mkdirSync(project, { recursive: true });
  return {
    home,
    configDir,
    project,
    write(path, content) {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
      return path;
    },
    environment(cwd = project, env = {}) {
      return { cwd, configDir, env: { HOME: home, ...env } };
    },
    remove() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}
