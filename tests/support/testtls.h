#pragma once

#include <QSslConfiguration>

namespace TestSupport {

/// A server's TLS configuration with the test certificate and key (tests/data/tls), which no
/// system authority signed: a client that verifies refuses it. Null certificate when the test
/// data cannot be read.
QSslConfiguration testServerTls();

} // namespace TestSupport
