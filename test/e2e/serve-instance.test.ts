// `cal serve --instance-name`: several servers side by side (behind a balancer) are told apart by the
// X-Cal-Instance header on every answer and by their messages; `--trusted-proxy`: behind a balancer, sign-ins are
// counted per client as the balancer names it.
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

it('counts sign-ins behind a trusted proxy per client, as its X-Forwarded-For names it, and believes no one else', async () => {
  const wrong = `Basic ${Buffer.from('admin:wrong-password').toString('base64')}`;
  const signIn = (api: string, client: string) =>
    fetch(`${api}events`, { headers: { authorization: wrong, 'x-forwarded-for': client } }).then((r) => r.status);
  const proxied = await box.serve(['--data', box.path('proxied.json'), '--trusted-proxy', '127.0.0.1,10.0.0.2']);
  for (let attempt = 0; attempt < 10; attempt++) expect(await signIn(proxied.api, '203.0.113.5')).toBe(401);
  expect(await signIn(proxied.api, '203.0.113.5')).toBe(429);
  // Another client behind the same proxy is not held back by the first one's failures.
  expect(await signIn(proxied.api, '203.0.113.6')).toBe(401);
  await proxied.stop();
  // Without --trusted-proxy, the header is anyone's to write: the failures count against the peer, whatever it says.
  const direct = await box.serve(['--data', box.path('direct.json')]);
  for (let attempt = 0; attempt < 10; attempt++) expect(await signIn(direct.api, `203.0.113.${attempt}`)).toBe(401);
  expect(await signIn(direct.api, '198.51.100.1')).toBe(429);
  await direct.stop();
  const refused = await cal(
    ['--data', box.path('named.json'), 'serve', '--port', '0', '--trusted-proxy', 'proxy.lan'],
    {
      env: box.env,
    },
  );
  expect(refused.exitCode).toBe(2);
  expect(refused.stderr).toBe('cal: --trusted-proxy: not an IP address: "proxy.lan"');
});
