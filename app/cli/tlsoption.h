#pragma once

class QCommandLineParser;
class QString;

namespace RpcScope {

struct TlsFiles;

/// The TLS choices of every command that talks to an endpoint: `--cacert FILE`, `--cert FILE`
/// with `--key FILE`, and `--accept-cert SHA256` for one server certificate nobody vouches for.
class TlsOption
{
public:
    static void addOptions(QCommandLineParser &parser);
    /// Fills \a tls from the parser and reads the files once, so a missing or unusable one is a
    /// usage error before anything is sent; false, with \a error, on a bad one.
    static bool read(const QCommandLineParser &parser, TlsFiles *tls, QString *error);
    /// What to do about a refused certificate, said after the refusal.
    static QString refusalHint();
};

} // namespace RpcScope
