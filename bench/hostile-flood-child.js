// A flood of hostile bodies from a process of its own (for bench/hostile-bodies.js): SENDERS connections to ORIGIN
// sending them back to back as SENDER (a key of SENDERS) until its parent closes stdin; prints `started` once they
// run, then how many were answered, as JSON.
import process from 'node:process';
import { Pool } from 'undici';
import { hostileBodies, sendHostile, SENDERS } from './hostile-bodies.js';

const [origin, senderKey, senders] = process.argv.slice(2);
const sender = SENDERS[senderKey];
const { next } = hostileBodies();
const pool = new Pool(origin, { connections: Number(senders) });
let stopped = false;
let sent = 0;
process.stdin.on('end', () => (stopped = true));
process.stdin.resume();

const send = async () => {
  while (!stopped) {
    await sendHostile(pool, next, sender);
    sent += 1;
  }
};
const flood = Promise.all(Array.from({ length: Number(senders) }, send));
process.stdout.write('started\n');
await flood;
await pool.close();
process.stdout.write(`${JSON.stringify({ sent })}\n`);
process.exit(0);
