// ganache's own server (pinned in ../package.json), an Ethereum test chain speaking JSON-RPC
// over HTTP and WebSocket, on a free loopback port. Prints "listening on ws://127.0.0.1:PORT".
'use strict';
const ganache = require('ganache');

const server = ganache.server({
  logging: { quiet: true },
  wallet: { totalAccounts: 1, seed: 'rpcscope' },
  chain: { asyncRequestProcessing: false },
});
server.listen(0, '127.0.0.1').then(() => {
  process.stdout.write('listening on ws://127.0.0.1:' + server.address().port + '\n');
}, (error) => {
  process.stderr.write(String(error) + '\n');
  process.exit(1);
});
