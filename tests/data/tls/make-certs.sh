#!/bin/sh
# Generates the TLS material the TLS tests use, so they need no network and no system CA:
#   ca.pem                         a private test certificate authority (its key is thrown away)
#   server.pem server.key          127.0.0.1 / localhost, signed by the CA
#   client.pem client.key          a client certificate signed by the CA, for mutual TLS
#   expired.pem expired.key        127.0.0.1 / localhost, signed by the CA, valid in 2020 only
#   wronghost.pem wronghost.key    signed by the CA for wrong.example only
#   selfsigned.pem selfsigned.key  127.0.0.1 / localhost, signed by itself
# Valid for 100 years unless said otherwise. Run once; the results are committed. Needs
# openssl 1.1.1 or later.
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

serverExtensions="basicConstraints=CA:FALSE
keyUsage=critical,digitalSignature,keyEncipherment
extendedKeyUsage=serverAuth"

sign server "/CN=127.0.0.1" "$serverExtensions
subjectAltName=IP:127.0.0.1,DNS:localhost"

sign client "/CN=RpcScope Test Client" "basicConstraints=CA:FALSE
keyUsage=critical,digitalSignature
extendedKeyUsage=clientAuth"

sign wronghost "/CN=wrong.example" "$serverExtensions
subjectAltName=DNS:wrong.example"

# "openssl x509" cannot date a certificate in the past; "openssl ca" can.
openssl req -newkey rsa:2048 -nodes -sha256 -subj "/CN=127.0.0.1" -keyout expired.key -out "$work/expired.csr"
: > "$work/index.txt"
openssl rand -hex 8 > "$work/serial"
{
    echo "[ca]"
    echo "default_ca = test"
    echo "[test]"
    echo "database = $work/index.txt"
    echo "new_certs_dir = $work"
    echo "serial = $work/serial"
    echo "default_md = sha256"
    echo "policy = anything"
    echo "x509_extensions = server"
    echo "[anything]"
    echo "commonName = supplied"
    echo "[server]"
    echo "$serverExtensions"
    echo "subjectAltName=IP:127.0.0.1,DNS:localhost"
} > "$work/ca.cnf"
openssl ca -batch -notext -config "$work/ca.cnf" -cert ca.pem -keyfile "$work/ca.key" \
    -startdate 20200101000000Z -enddate 20201231235959Z -in "$work/expired.csr" -out expired.pem

openssl req -x509 -newkey rsa:2048 -nodes -sha256 -days "$days" -subj "/CN=127.0.0.1" \
    -addext "subjectAltName=IP:127.0.0.1,DNS:localhost" -keyout selfsigned.key -out selfsigned.pem
