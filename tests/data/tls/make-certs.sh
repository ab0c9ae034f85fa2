#!/bin/sh
# Generates the TLS material the HTTP tests use, so they need no network and no system CA:
#   ca.pem                 a private test certificate authority (its key is thrown away)
#   server.pem server.key  127.0.0.1 / localhost, signed by the CA
#   client.pem client.key  a client certificate signed by the CA, for mutual TLS
# Valid for 100 years. Run once; the results are committed. Needs openssl 1.1.1 or later.
set -eu
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
days=36500

openssl req -x509 -newkey rsa:2048 -nodes -sha256 -days "$days" \
    -subj "/CN=RpcScope Test CA" \
    -addext "basicConstraints=critical,CA:TRUE" \
    -addext "keyUsage=critical,keyCertSign,cRLSign" \
    -keyout "$work/ca.key" -out ca.pem

sign() { # name subject extensions
    openssl req -newkey rsa:2048 -nodes -sha256 -subj "$2" -keyout "$1.key" -out "$work/$1.csr"
    printf '%s\n' "$3" > "$work/$1.ext"
    openssl x509 -req -sha256 -days "$days" -in "$work/$1.csr" -CA ca.pem -CAkey "$work/ca.key" \
        -set_serial "0x$(openssl rand -hex 8)" -extfile "$work/$1.ext" -out "$1.pem"
}

sign server "/CN=127.0.0.1" "basicConstraints=CA:FALSE
keyUsage=critical,digitalSignature,keyEncipherment
extendedKeyUsage=serverAuth
subjectAltName=IP:127.0.0.1,DNS:localhost"

sign client "/CN=RpcScope Test Client" "basicConstraints=CA:FALSE
keyUsage=critical,digitalSignature
extendedKeyUsage=clientAuth"
