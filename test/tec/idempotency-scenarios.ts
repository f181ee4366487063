// What TEC makes of an Idempotency-Key, which `cal` sends with every create: nothing. The same create sent twice with
// one key makes two events there, so `cal` sends a create again only to a server that declares it keeps keys
// (`idempotency_keys`, which `cal serve` declares and TEC does not), and never to TEC.
import { expect } from 'vitest';
import { eventCreateArgs } from '../e2e/cli-support.js';
import { idOf, json, type Scenario } from './scenario-kit.js';

export const IDEMPOTENCY_SCENARIOS: readonly Scenario[] = [
  {
    name: 'idempotency-key-ignored',
    title:
      'TEC takes creates with an Idempotency-Key and ignores it (one key twice: two events), declaring no keys kept',
    async run(context) {
      const { cal, name } = context;
      const { user, password } = context.credentials('administrator');
      const send = async () => {
        const reply = await fetch(`${context.base}/wp-json/tribe/events/v1/events`, {
          method: 'POST',
          headers: {
            authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
            'content-type': 'application/json',
            'idempotency-key': 'one-key-sent-twice',
          },
          body: JSON.stringify({
            title: name('Keyed Twice'),
            start_date: '2027-06-04 18:00:00',
            end_date: '2027-06-04 19:00:00',
          }),
        });
        expect(reply.status).toBe(201);
        return ((await reply.json()) as { id: number }).id;
      };
      const [first, second] = [await send(), await send()];
      expect(second).not.toBe(first);
      // The discovery answer declares no capabilities: cal keeps to one sending of each create.
      const root = json(await cal(['api', 'GET', '']));
      expect(root.capabilities).toBeUndefined();
      // cal's own create, with its key, is made once.
      const made = idOf(
        await cal(eventCreateArgs(name('Keyed By Cal'), '2027-06-04 18:00', '2027-06-04 19:00', '--format', 'ids')),
      );
      expect(made).toBeGreaterThan(0);
    },
  },
];
