// The reference for bench/hostile-bodies.js: a bare node:http server answering reads (GET) with one kept body and
// any other request, once its body is read to the end, with another (cal's refusal): what a flood of bodies costs
// a Node server that does nothing with them, and the reads it answers meanwhile.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [readFile, refusalFile, refusalStatus] = process.argv.slice(2);
const answer = (file, status) => {
  const body = readFileSync(file);
  const headers = { 'content-type': 'application/json; charset=UTF-8', 'content-length': String(body.length) };
  return (response) => response.writeHead(status, headers).end(body);
};
const read = answer(readFile, 200);
const refusal = answer(refusalFile, Number(refusalStatus));

const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => (request.method === 'GET' ? read : refusal)(response));
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
