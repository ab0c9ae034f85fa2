// jayson's own HTTPS or TLS socket server (pinned in ../package.json) on a free loopback
// port, serving the certificate and key it is given, for the TLS tests:
//   node jayson-tls-server.js https|tls CERT KEY [CLIENT_CA]
// With CLIENT_CA it demands a client certificate that CA signed. Prints
// "listening on https://127.0.0.1:PORT/" or "listening on tls+tcp://127.0.0.1:PORT".
'use strict';
const fs = require('fs');
const jayson = require('jayson');

const [kind, certFile, keyFile, clientCaFile] = process.argv.slice(2);
const server = new jayson.Server({
  add(args, callback) {
    callback(null, args[0] + args[1]);
  },
});

const options = { cert: fs.readFileSync(certFile), key: fs.readFileSync(keyFile) };
if (clientCaFile) {
  options.ca = fs.readFileSync(clientCaFile);
  options.requestCert = true;
  options.rejectUnauthorized = true;
}
const listener = kind === 'tls' ? server.tls(options) : server.https(options);
listener.on('tlsClientError', () => {});   // a client that refuses our certificate is expected here
listener.listen(0, '127.0.0.1', () => {
  const port = listener.address().port;
  process.stdout.write(kind === 'tls' ? `listening on tls+tcp://127.0.0.1:${port}\n`
                                      : `listening on https://127.0.0.1:${port}/\n`);
});
