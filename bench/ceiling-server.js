// The ceiling for the server bench: a bare node:http server answering every request with one precomputed body.
// Given a journal file and a line length too, it is the ceiling of durable writes: each request's body is read, a
// line of that length appended for it, and the answer sent once the line is on disk, the lines of a turn of the event
// loop sharing one synced write (O_DSYNC, else a write and an fdatasync), as cal's group commit does.
import { createServer } from 'node:http';
import { constants, readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { Buffer } from 'node:buffer';
import { setImmediate as nextTurn } from 'node:timers/promises';

const [bodyFile, status = '200', journalFile, lineBytes = '0'] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const headers = { 'content-type': 'application/json; charset=UTF-8', 'content-length': String(body.length) };
const synced = constants.O_DSYNC !== undefined;
const flags = synced ? constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_DSYNC : 'a';
const journal = journalFile === undefined ? undefined : await open(journalFile, flags);
const answer = (response) => {
  response.writeHead(Number(status), headers);
  response.end(body);
};

let waiting = [];
let saving = false;
async function save() {
  saving = true;
  // From the end of the turn: the requests read in it share the save.
  await nextTurn();
  while (waiting.length > 0) {
    const batch = waiting;
    waiting = [];
    await journal.appendFile(batch.map(({ line }) => line).join(''));
    if (!synced) await journal.datasync();
    for (const { response } of batch) answer(response);
  }
  saving = false;
}

const server = createServer((request, response) => {
  // A request body (POST) is read to its end first, as any real handler must.
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    if (!journal) return answer(response);
    const text = Buffer.concat(chunks).toString('utf8');
    JSON.parse(text);
    waiting.push({ line: `${text.padEnd(Number(lineBytes) - 1, ' ').slice(0, Number(lineBytes) - 1)}\n`, response });
    if (!saving) void save();
  });
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
