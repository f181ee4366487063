// The ceiling for the server bench: a bare node:http server answering every request with one precomputed body.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const [bodyFile, status = '200'] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const headers = { 'content-type': 'application/json; charset=UTF-8', 'content-length': String(body.length) };

const server = createServer((request, response) => {
  // A request body (POST) is read to its end first, as any real handler must.
  request.resume();
  request.on('end', () => {
    response.writeHead(Number(status), headers);
    response.end(body);
  });
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
