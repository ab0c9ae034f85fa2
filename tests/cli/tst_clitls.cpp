// TLS from the command line against jayson's own HTTPS and TLS socket servers (tests/npm,
// pinned) serving the certificates of tests/data/tls: a refused certificate is said in words
// with what to do next, --accept-cert lets exactly that one through, --cacert trusts a private
// authority, --cert and --key answer a server that demands a client certificate, and a file
// that cannot be used is a usage error before anything is sent.

#include "support/listeningserver.h"
#include "support/programrun.h"

#include <QCryptographicHash>
#include <QProcess>
#include <QSslCertificate>
#include <QTest>

#include <memory>

using TestSupport::ProgramRun;

namespace {

const QByteArray Add = "[1,2]";

QString tlsFile(const QString &name)
{
    return QStringLiteral(RPCSCOPE_SOURCE_DIR "/tests/data/tls/") + name;
}

QString fingerprint(const QString &name)
{
    const QSslCertificate certificate = QSslCertificate::fromPath(tlsFile(name + QStringLiteral(".pem"))).value(0);
    return QString::fromLatin1(certificate.digest(QCryptographicHash::Sha256).toHex(':').toUpper());
}

ProgramRun cli(const QStringList &arguments)
{
    return ProgramRun::of(QStringLiteral(RPCSCOPE_CLI), arguments);
}

QString said(const ProgramRun &run)
{
    return QString::fromUtf8(run.out + "\n--- stderr ---\n" + run.err);
}

} // namespace

class tst_CliTls final : public QObject
{
    Q_OBJECT

private slots:
    void cleanup()
    {
        for (const auto &server : m_servers) {
            server->kill();
            server->waitForFinished(5000);
        }
        m_servers.clear();
    }

    void refusedCertificateIsSaidWithWhatToDo()
    {
        const QString address = serve(QStringLiteral("https"), QStringLiteral("selfsigned"));
        QVERIFY(!address.isEmpty());
        const ProgramRun run = cli({QStringLiteral("call"), address, QStringLiteral("add"), QString::fromUtf8(Add)});
        QCOMPARE(run.exitCode, 3);
        QVERIFY2(run.err.contains("it is self-signed"), qPrintable(said(run)));
        QVERIFY2(run.err.contains(fingerprint(QStringLiteral("selfsigned")).toLatin1()), qPrintable(said(run)));
        // The hint comes after the refusal it is about.
        const qsizetype refusal = run.err.indexOf("not accepted");
        const qsizetype hint = run.err.indexOf("--accept-cert");
        QVERIFY2(refusal >= 0 && hint > refusal, qPrintable(said(run)));
        QVERIFY(run.out.isEmpty());

        // In JSON the refusal is the report's error, and no hint is mixed in.
        const ProgramRun json = cli({QStringLiteral("call"), address, QStringLiteral("add"), QString::fromUtf8(Add),
                                     QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 3);
        QVERIFY2(json.out.contains("\"kind\": \"tls\""), qPrintable(said(json)));
        QVERIFY2(!json.err.contains("--accept-cert"), qPrintable(said(json)));
    }

    void acceptedCertificateGoesThrough_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("served");
        for (const char *kind : {"https", "tls"}) {
            for (const char *served : {"selfsigned", "expired", "wronghost"})
                QTest::addRow("%s %s", kind, served) << QString::fromLatin1(kind) << QString::fromLatin1(served);
        }
    }

    void acceptedCertificateGoesThrough()
    {
        QFETCH(QString, kind);
        QFETCH(QString, served);
        const QString address = serve(kind, served);
        QVERIFY(!address.isEmpty());
        const ProgramRun run = cli({QStringLiteral("call"), address, QStringLiteral("add"), QString::fromUtf8(Add),
                                    QStringLiteral("--accept-cert"), fingerprint(served)});
        QVERIFY2(run.exitCode == 0, qPrintable(said(run)));
        QVERIFY2(run.out.contains("\"result\": 3"), qPrintable(said(run)));
        QVERIFY2(run.err.contains("but you accepted it for this endpoint"), qPrintable(said(run)));

        // Another certificate's fingerprint does not open the door.
        const ProgramRun other = cli({QStringLiteral("call"), address, QStringLiteral("add"), QString::fromUtf8(Add),
                                      QStringLiteral("--accept-cert"), fingerprint(QStringLiteral("client"))});
        QCOMPARE(other.exitCode, 3);
        QVERIFY2(other.err.contains("not the certificate you accepted"), qPrintable(said(other)));
    }

    void privateAuthorityAndClientCertificate()
    {
        const QString address = serve(QStringLiteral("https"), QStringLiteral("server"), tlsFile(QStringLiteral("ca.pem")));
        QVERIFY(!address.isEmpty());
        const QStringList trustCa = {QStringLiteral("--cacert"), tlsFile(QStringLiteral("ca.pem"))};
        const ProgramRun anonymous = cli(QStringList{QStringLiteral("call"), address, QStringLiteral("add"),
                                                     QString::fromUtf8(Add)} + trustCa);
        QCOMPARE(anonymous.exitCode, 3);   // the server demands a client certificate
        QVERIFY2(!anonymous.err.contains("--accept-cert"), qPrintable(said(anonymous)));   // not a certificate refusal

        const ProgramRun presented = cli(QStringList{QStringLiteral("call"), address, QStringLiteral("add"),
                                                     QString::fromUtf8(Add), QStringLiteral("--cert"),
                                                     tlsFile(QStringLiteral("client.pem")), QStringLiteral("--key"),
                                                     tlsFile(QStringLiteral("client.key"))} + trustCa);
        QVERIFY2(presented.exitCode == 0, qPrintable(said(presented)));
        QVERIFY2(presented.out.contains("\"result\": 3"), qPrintable(said(presented)));
        QVERIFY2(presented.err.isEmpty(), qPrintable(said(presented)));
    }

    void unusableFilesAreUsageErrors_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("message");
        QTest::addRow("missing CA") << QStringList{QStringLiteral("--cacert"), QStringLiteral("/nonexistent/ca.pem")}
                                    << QStringLiteral("/nonexistent/ca.pem");
        QTest::addRow("key not a certificate") << QStringList{QStringLiteral("--cacert"), tlsFile(QStringLiteral("client.key"))}
                                               << QStringLiteral("holds no certificate");
        QTest::addRow("certificate without key") << QStringList{QStringLiteral("--cert"), tlsFile(QStringLiteral("client.pem"))}
                                                 << QStringLiteral("needs its private key");
        QTest::addRow("bad fingerprint") << QStringList{QStringLiteral("--accept-cert"), QStringLiteral("12:34")}
                                         << QStringLiteral("not a SHA-256 certificate fingerprint");
    }

    void unusableFilesAreUsageErrors()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, message);
        const ProgramRun run = cli(QStringList{QStringLiteral("call"), QStringLiteral("https://127.0.0.1:1/"),
                                               QStringLiteral("add")} + options);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(QString::fromUtf8(run.err).contains(message), qPrintable(said(run)));
    }

private:
    /// Starts jayson's server of \a kind (https or tls) serving \a served; its address.
    QString serve(const QString &kind, const QString &served, const QString &clientCa = {})
    {
        auto server = std::make_unique<QProcess>();
        QStringList arguments = {QStringLiteral(RPCSCOPE_SOURCE_DIR "/tests/npm/peers/jayson-tls-server.js"), kind,
                                 tlsFile(served + QStringLiteral(".pem")), tlsFile(served + QStringLiteral(".key"))};
        if (!clientCa.isEmpty())
            arguments.append(clientCa);
        QByteArray firstLine;
        const QString address = TestSupport::startListening(server.get(), QStringLiteral("node"), arguments, &firstLine);
        if (address.isEmpty())
            qWarning("the TLS server did not start: %s", firstLine.constData());
        m_servers.push_back(std::move(server));
        return address;
    }

    std::vector<std::unique_ptr<QProcess>> m_servers;
};

QTEST_MAIN(tst_CliTls)
#include "tst_clitls.moc"
