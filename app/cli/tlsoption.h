#pragma once

#include <QCoreApplication>

class QCommandLineOption;
class QCommandLineParser;
class QString;

namespace RpcScope {

struct TlsFiles;

/// The TLS choices of every command that talks to an endpoint: `--cacert FILE`, `--cert FILE`
/// with `--key FILE`, and `--accept-cert SHA256` for one server certificate nobody vouches for.
class TlsOption
{
    Q_DECLARE_TR_FUNCTIONS(RpcScope::TlsOption)

public:
    static void addOptions(QCommandLineParser &parser);
    /// Fills \a tls from the parser and reads the files once, so a missing or unusable one is a
    /// usage error before anything is sent; false, with \a error, on a bad one.
    static bool read(const QCommandLineParser &parser, TlsFiles *tls, QString *error);
    /// What to do about a refused certificate, said after the refusal.
    static QString refusalHint();

private:
    static const QCommandLineOption &caOption();
    static const QCommandLineOption &certificateOption();
    static const QCommandLineOption &keyOption();
    static const QCommandLineOption &acceptOption();
};

} // namespace RpcScope
