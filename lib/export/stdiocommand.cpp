#include "lib/export/stdiocommand.h"

#include "lib/export/shellquote.h"
#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"
#include "lib/transport/stdio/commandline.h"

namespace RpcScope {

QByteArray StdioCommand::line(const QByteArray &message)
{
    const JsonDocument document = JsonDocument::parse(message);
    return document.isValid() ? JsonWriter::compact(document) : message;
}

QByteArray StdioCommand::framed(const QByteArray &message, Framing framing)
{
    QByteArray bytes = line(message);
    switch (framing) {
    case Framing::Ndjson: bytes.append('\n'); break;
    case Framing::ContentLength: bytes.prepend("Content-Length: " + QByteArray::number(bytes.size()) + "\r\n\r\n"); break;
    case Framing::Concatenated: break;
    }
    return bytes;
}

QString StdioCommand::pipeline(const QByteArray &message, const QString &commandLine, Framing framing)
{
    QString command = commandLine.startsWith(u"stdio:") ? commandLine.mid(6) : commandLine;
    QString splitError;
    const QStringList words = CommandLine::split(command, &splitError);
    if (splitError.isEmpty() && !words.isEmpty())
        command = CommandLine::join(words);

    const QByteArray text = line(message);
    QString feed;
    if (ShellQuote::isPlainText(text)) {
        const QString format = framing == Framing::Ndjson          ? QStringLiteral("'%s\\n'")
                               : framing == Framing::Concatenated ? QStringLiteral("'%s'")
                               : QStringLiteral("'Content-Length: %1\\r\\n\\r\\n%s'").arg(text.size());
        feed = QStringLiteral("printf ") + format + u' ' + ShellQuote::quoteAlways(QString::fromUtf8(text));
    } else {
        feed = QStringLiteral("printf ") + ShellQuote::printfFormat(framed(message, framing));
    }
    return feed + QStringLiteral(" | ") + command;
}

} // namespace RpcScope
