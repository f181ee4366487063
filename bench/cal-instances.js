// `cal serve --instance-name NAME` instances side by side on one calendar: started one after the other (the first
// to open a new calendar makes its administrator), and stopped together whatever happened meanwhile.
import process from 'node:process';
import { ADMIN_PASSWORD, BIN, cleanEnv, startChild } from './support.js';

/**
 * An instance per name on `location`, each on a port of its own; resolves to their names, origins, pids, stderr and
 * stops. If one fails to start, those started are stopped.
 */
export async function startInstances(location, home, names, env = {}) {
  const instances = [];
  try {
    for (const name of names) {
      const server = startChild(
        process.execPath,
        [BIN, '--data', location, 'serve', '--port', '0', '--instance-name', name],
        { env: cleanEnv(home, { CAL_ADMIN_PASSWORD: ADMIN_PASSWORD, ...env }), cwd: home },
      );
      const instance = { name, pid: server.child.pid, stderr: () => server.stderr(), stop: () => server.stop() };
      instances.push(instance);
      instance.origin = new URL(await server.ready).origin;
    }
  } catch (error) {
    await stopInstances(instances);
    throw error;
  }
  return instances;
}

export async function stopInstances(instances) {
  await Promise.all(instances.map((instance) => instance.stop()));
}
