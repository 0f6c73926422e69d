// The bare node:http server of bench/compare.mjs, in a process of its own so that it does not share
// an event loop with autocannon (as the server under test does not). Reads the answers from the
// JSON file named by its argument ({path: {type, body (base64)}}), prints its port, serves until killed.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const answers = new Map(
  Object.entries(JSON.parse(readFileSync(process.argv[2], 'utf8'))).map(([path, answer]) => [
    path,
    { type: answer.type, body: Buffer.from(answer.body, 'base64') },
  ]),
);
const server = http.createServer((request, response) => {
  const answer = answers.get(request.url);
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': answer.type, 'content-length': answer.body.length });
  response.end(answer.body);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
