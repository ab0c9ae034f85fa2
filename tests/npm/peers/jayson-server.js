// jayson's own TCP server (pinned in ../package.json) on a free loopback port or on a Unix
// socket path, for the socket tests. Prints "listening on tcp://127.0.0.1:PORT" or
// "listening on unix:PATH", then one line per notification it received ("notified NAME PARAMS").
// With --http, jayson's HTTP server instead ("listening on http://127.0.0.1:PORT"), for
// bench_tap_http.
'use strict';
const jayson = require('jayson');

const server = new jayson.Server({
  add(args, callback) {
    callback(null, args[0] + args[1]);
  },
  echo(args, callback) {
    callback(null, args);
  },
  note(args, callback) {
    process.stdout.write('notified note ' + JSON.stringify(args) + '\n');
    callback();
  },
});

const path = process.argv[2];
if (path === '--http') {
  const http = server.http();
  http.listen(0, '127.0.0.1', () => process.stdout.write('listening on http://127.0.0.1:' + http.address().port + '\n'));
  return;
}
const tcp = server.tcp();
if (path) {
  tcp.listen(path, () => process.stdout.write('listening on unix:' + path + '\n'));
} else {
  tcp.listen(0, '127.0.0.1', () => process.stdout.write('listening on tcp://127.0.0.1:' + tcp.address().port + '\n'));
}
