// A Unix-socket JSON-RPC server that speaks as geth's IPC endpoint does: JSON values back to
// back with no delimiter, each answer written in small pieces, and a subscription whose pushes
// follow the answer (eth_subscribe, then two eth_subscription notifications). Prints
// "listening on unix:PATH".
'use strict';
const net = require('net');
const fs = require('fs');

const path = process.argv[2];
try { fs.unlinkSync(path); } catch (e) { /* not there */ }

// Cuts complete top-level values out of a stream (strings and escapes respected).
function splitter(onValue) {
  let buffer = '', depth = 0, inString = false, escaped = false, start = -1;
  return (chunk) => {
    for (const c of chunk) {
      buffer += c;
      if (depth === 0) {
        if (c === '{' || c === '[') { depth = 1; start = buffer.length - 1; }
        continue;
      }
      if (inString) {
        if (escaped) escaped = false;
        else if (c === '\\') escaped = true;
        else if (c === '"') inString = false;
      } else if (c === '"') inString = true;
      else if (c === '{' || c === '[') depth++;
      else if ((c === '}' || c === ']') && --depth === 0) {
        onValue(buffer.slice(start));
        buffer = '';
      }
    }
  };
}

function writeInPieces(socket, text) {
  for (let at = 0; at < text.length; at += 5)
    socket.write(text.slice(at, at + 5));
}

const server = net.createServer((socket) => {
  socket.setEncoding('utf8');
  socket.on('data', splitter((text) => {
    const request = JSON.parse(text);
    if (request.method === 'eth_blockNumber') {
      writeInPieces(socket, JSON.stringify({ jsonrpc: '2.0', id: request.id, result: '0x10' }));
    } else if (request.method === 'eth_subscribe') {
      writeInPieces(socket, JSON.stringify({ jsonrpc: '2.0', id: request.id, result: '0xcafe' }));
      for (const n of [1, 2]) {
        setTimeout(() => writeInPieces(socket, JSON.stringify({
          jsonrpc: '2.0', method: 'eth_subscription',
          params: { subscription: '0xcafe', result: { number: '0x1' + n, extraData: '}{"' } },
        })), 50 * n);
      }
    } else {
      writeInPieces(socket, JSON.stringify({
        jsonrpc: '2.0', id: request.id,
        error: { code: -32601, message: 'the method ' + request.method + ' does not exist/is not available' },
      }));
    }
  }));
});
server.listen(path, () => process.stdout.write('listening on unix:' + path + '\n'));
