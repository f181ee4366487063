// Resolves the active profile: user file < project file < environment, plus credentials.
import { dataLocation } from './store-path.js';
import { entriesOf } from '../typing/typed-keys.js';
import { resolveCredentials } from './credentials.js';
import { ConfigError } from './errors.js';
import { readJsonObject } from './fs.js';
import { credentialsFile, userConfigFile, type ConfigEnvironment } from './paths.js';
import { findProjectConfig } from './project.js';
import {
  DEFAULT_NAMESPACE,
  DEFAULT_PROFILE,
  DEFAULT_REST_PREFIX,
  ENV_OVERRIDES,
  type Profile,
  type ResolvedConfig,
} from './types.js';
import { checkProfileName, normalizeValue, parseConfigFile, type ConfigFileData } from './validate.js';

export { ConfigError } from './errors.js';
export { configDirOf, type ConfigEnvironment } from './paths.js';

async function readUserConfig(environment: ConfigEnvironment): Promise<ConfigFileData | undefined> {
  const file = userConfigFile(environment);
  const content = await readJsonObject(file);
  return content === undefined ? undefined : parseConfigFile(file, content);
}

/** The profile to use and what chose it (for the unknown-profile message). */
function chooseProfile(
  layers: readonly ConfigFileData[],
  env: ConfigEnvironment['env'],
  profileFlag: string | undefined,
): { name: string; chosenBy: string } {
  if (profileFlag) return { name: checkProfileName(profileFlag, { key: '--profile' }), chosenBy: '--profile' };
  if (env.CAL_PROFILE)
    return { name: checkProfileName(env.CAL_PROFILE, { key: 'CAL_PROFILE' }), chosenBy: 'CAL_PROFILE' };
  // Layers run lowest precedence first, so the last file that names a profile decides.
  for (const layer of [...layers].reverse()) {
    if (layer.profile) return { name: layer.profile, chosenBy: `"profile" in ${layer.file}` };
  }
  return { name: DEFAULT_PROFILE, chosenBy: 'default' };
}

export async function loadConfig(environment: ConfigEnvironment, profileFlag?: string): Promise<ResolvedConfig> {
  const { env } = environment;
  const layers = [await readUserConfig(environment), await findProjectConfig(environment)].filter(
    (layer): layer is ConfigFileData => layer !== undefined,
  );
  const { name, chosenBy } = chooseProfile(layers, env, profileFlag);

  const known = new Set([DEFAULT_PROFILE, ...layers.flatMap((layer) => [...layer.profiles.keys()])]);
  if (!known.has(name)) {
    const list = [...known].sort().join(', ');
    throw new ConfigError(`unknown profile "${name}" (chosen by ${chosenBy}); known profiles: ${list}`);
  }

  const profile: Profile = {};
  const sources: Record<string, string> = {};
  for (const layer of layers) {
    for (const [key, value] of entriesOf(layer.profiles.get(name) ?? {})) {
      if (value === undefined) continue;
      profile[key] = value;
      sources[key] = layer.file;
    }
  }
  for (const [key, variable] of entriesOf(ENV_OVERRIDES)) {
    if (variable === undefined) continue;
    const raw = env[variable];
    // An empty variable reads as unset, the usual shell idiom for switching one off.
    if (raw === undefined || raw === '') continue;
    const value = normalizeValue(key, raw, { key: variable });
    profile[key] = key === 'data' ? dataLocation(environment.cwd, value) : value;
    sources[key] = `env ${variable}`;
  }

  const credentials = await resolveCredentials(env, credentialsFile(environment), name, profile.url);
  return {
    profileName: name,
    profile,
    ...(credentials ? { credentials } : {}),
    sources,
    files: layers.map((layer) => layer.file),
  };
}

/** `…/wp-json/tribe/events/v1`: the REST prefix, then a namespace of a name and a version. */
export function givenApiRoot(url: string, prefix: string): boolean {
  if (prefix === '') return false;
  const path = URL.canParse(url) ? new URL(url).pathname : url;
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`/${escaped}/[^/]+/[^/]+/v\\d+/?$`).test(path);
}

/** The API root for a remote profile, e.g. https://example.org/wp-json/cal/events/v1/; undefined in embedded mode. */
export function apiRootOf(profile: Profile): string | undefined {
  if (!profile.url) return undefined;
  const url = profile.url.replace(/\/+$/, '');
  const prefix = (profile.rest_prefix ?? DEFAULT_REST_PREFIX).replace(/^\/+|\/+$/g, '');
  // A URL that is an API root already (the form `cal serve` prints) is taken as it is.
  if (givenApiRoot(url, prefix)) return `${url}/`;
  const parts = [url, prefix, (profile.namespace ?? DEFAULT_NAMESPACE).replace(/^\/+|\/+$/g, '')];
  // An empty rest_prefix means the namespace sits directly under the site URL.
  return `${parts.filter((part) => part !== '').join('/')}/`;
}
