// `cal serve --instance-name`: several servers side by side (behind a balancer) are told apart by the
// X-Cal-Instance header on every answer and by their messages.
import { expect, it } from 'vitest';
import { cal } from '../helpers/cli.js';
import { useSandbox } from '../helpers/setup.js';

const box = useSandbox();

it('names the server in an X-Cal-Instance header on every answer, and in its messages', async () => {
  const server = await box.serve(['--data', box.path('named.json'), '--instance-name', 'blue-1']);
  for (const path of ['events', 'no-such-route', '../../calendar/']) {
    const response = await fetch(new URL(path, server.api));
    await response.arrayBuffer();
    expect(response.headers.get('x-cal-instance')).toBe('blue-1');
  }
  expect(server.stderr()).toContain(`[blue-1] answering at ${server.api}`);
  expect(await server.stop()).toBe(0);
  // Unnamed, no header.
  const plain = await box.serve(['--data', box.path('named.json')]);
  const response = await fetch(`${plain.api}events`);
  await response.arrayBuffer();
  expect(response.headers.get('x-cal-instance')).toBeNull();
  await plain.stop();
});

it('refuses a name that cannot go in a header', async () => {
  const refused = await cal(['--data', box.path('named.json'), 'serve', '--port', '0', '--instance-name', 'blue 1'], {
    env: box.env,
  });
  expect(refused.exitCode).toBe(2);
  expect(refused.stderr).toBe(
    'cal: --instance-name: 1 to 64 letters, digits and . _ - (it goes in a header), got "blue 1"',
  );
});
