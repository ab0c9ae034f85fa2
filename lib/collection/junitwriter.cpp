#include "lib/collection/junitwriter.h"

#include "lib/session/secretvalues.h"
#include "lib/tr.h"

#include <QDir>
#include <QSaveFile>
#include <QXmlStreamWriter>

using namespace Qt::StringLiterals;

namespace RpcScope {

namespace {

QString seconds(qint64 ms)
{
    return QString::number(double(qMax<qint64>(ms, 0)) / 1000.0, 'f', 3);
}

} // namespace

QByteArray JUnitWriter::serialize(const QString &suiteName, const RunSummary &summary, const SecretValues *secrets)
{
    QByteArray out;
    QXmlStreamWriter xml(&out);
    xml.setAutoFormatting(true);
    xml.setAutoFormattingIndent(2);
    xml.writeStartDocument();
    const QString tests = QString::number(summary.passed() + summary.failed());
    const QString failures = QString::number(summary.failed());
    xml.writeStartElement(u"testsuites"_s);
    xml.writeAttribute(u"name"_s, suiteName);
    xml.writeAttribute(u"tests"_s, tests);
    xml.writeAttribute(u"failures"_s, failures);
    xml.writeAttribute(u"errors"_s, u"0"_s);
    xml.writeAttribute(u"time"_s, seconds(summary.durationMs));
    xml.writeStartElement(u"testsuite"_s);
    xml.writeAttribute(u"name"_s, suiteName);
    xml.writeAttribute(u"tests"_s, tests);
    xml.writeAttribute(u"failures"_s, failures);
    xml.writeAttribute(u"errors"_s, u"0"_s);
    xml.writeAttribute(u"skipped"_s, u"0"_s);
    xml.writeAttribute(u"time"_s, seconds(summary.durationMs));
    for (const RequestResult &result : summary.results) {
        // An MCP request's cases are named after what it calls: "tools/call add: outcome is result".
        const QString prefix = result.target.isEmpty() ? QString() : result.target + u": "_s;
        if (result.failedToRun()) {
            xml.writeStartElement(u"testcase"_s);
            xml.writeAttribute(u"classname"_s, result.path);
            xml.writeAttribute(u"name"_s, prefix + u"request is sent"_s);
            xml.writeAttribute(u"time"_s, seconds(0));
            xml.writeStartElement(u"failure"_s);
            xml.writeAttribute(u"message"_s, result.error);
            xml.writeCharacters(result.error);
            xml.writeEndElement();
            xml.writeEndElement();
        }
        for (const AssertionResult &assertion : result.assertions) {
            xml.writeStartElement(u"testcase"_s);
            xml.writeAttribute(u"classname"_s, result.path);
            xml.writeAttribute(u"name"_s, prefix + assertion.label);
            xml.writeAttribute(u"time"_s, seconds(result.durationMs));
            if (!assertion.passed) {
                xml.writeStartElement(u"failure"_s);
                xml.writeAttribute(u"message"_s, assertion.message);
                xml.writeCharacters(assertion.label + u": "_s + assertion.message);
                xml.writeEndElement();
            }
            xml.writeEndElement();
        }
    }
    xml.writeEndElement();
    xml.writeEndElement();
    xml.writeEndDocument();
    return secrets ? secrets->redact(out) : out;
}

bool JUnitWriter::write(const QString &path, const QString &suiteName, const RunSummary &summary, QString *error,
                        const SecretValues *secrets)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(serialize(suiteName, summary, secrets)) < 0 || !file.commit()) {
        *error = Tr::tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

} // namespace RpcScope
