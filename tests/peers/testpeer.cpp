// rpcscope-test-peer: a small JSON-RPC peer on stdin/stdout for the stdio transport tests.
// It answers with plain string scanning (it is a test peer, not a JSON library user) so
// that the bytes it answers with are exactly the bytes it was sent.
//
//   echo          NDJSON: answers each request {"jsonrpc":"2.0","id":<id as sent>,"result":<params or null>};
//                 a request for method "peer.exit" with params [CODE] makes it exit with CODE
//   lsp-echo      the same with Content-Length framing
//   lsp-miscount  like lsp-echo, but before each answer a log message whose Content-Length is
//                 3 bytes short of its body
//   garbage [N]   like echo, but prints two non-JSON lines before each answer (N lines with N)
//   silent        reads until end of input, never answers, then exits 0
//   exit-now CODE writes a line to stderr and exits with CODE at once
//   crash         writes a line to stderr after the first request, then abort()s
//   stderr        writes lines to stderr (one of 100 KiB), then behaves like echo
//   env           prints each environment variable as {"name":..,"value":..}, then {"done":N}; exits
//   ignore-term   ignores SIGTERM and end of input; prints {"ready":true}; sleeps (30 s at most)
//   deaf          ignores end of input (but not SIGTERM); prints {"ready":true}; sleeps (30 s at most)
//   close-stdin   closes its stdin, prints {"ready":true}, sleeps (30 s at most)
//   big N         answers each request with a result string of N MiB

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <optional>

#include <sys/resource.h>
#include <unistd.h>

namespace {

void writeAll(int fd, QByteArrayView bytes)
{
    qsizetype done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + done, size_t(bytes.size() - done));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            std::_Exit(120); // the reader went away
        }
        done += n;
    }
}

// Reads stdin in blocks; returns false at end of input.
bool readMore(QByteArray &buffer)
{
    char block[65536];
    for (;;) {
        const ssize_t n = ::read(0, block, sizeof block);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        buffer.append(block, n);
        return true;
    }
}

qsizetype skipSpace(QByteArrayView text, qsizetype i)
{
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r' || text[i] == '\n'))
        ++i;
    return i;
}

// End of the JSON string starting at text[i] == '"' (index after the closing quote), or -1.
qsizetype skipString(QByteArrayView text, qsizetype i)
{
    for (++i; i < text.size(); ++i) {
        if (text[i] == '\\')
            ++i;
        else if (text[i] == '"')
            return i + 1;
    }
    return -1;
}

// End of the JSON value starting at text[i], or -1.
qsizetype skipValue(QByteArrayView text, qsizetype i)
{
    if (i >= text.size())
        return -1;
    if (text[i] == '"')
        return skipString(text, i);
    if (text[i] == '{' || text[i] == '[') {
        int depth = 0;
        for (; i < text.size(); ++i) {
            const char c = text[i];
            if (c == '"') {
                i = skipString(text, i);
                if (i < 0)
                    return -1;
                --i;
            } else if (c == '{' || c == '[') {
                ++depth;
            } else if (c == '}' || c == ']') {
                if (--depth == 0)
                    return i + 1;
            }
        }
        return -1;
    }
    while (i < text.size() && text[i] != ',' && text[i] != '}' && text[i] != ']' && text[i] != ' '
           && text[i] != '\t' && text[i] != '\r' && text[i] != '\n')
        ++i;
    return i;
}

struct Request
{
    QByteArrayView id;      // raw text, empty for a notification
    QByteArrayView method;  // raw text with quotes
    QByteArrayView params;  // raw text, empty when absent
};

// Top-level members of one JSON object; nothing when the text is not an object.
std::optional<Request> scanRequest(QByteArrayView text)
{
    Request request;
    qsizetype i = skipSpace(text, 0);
    if (i >= text.size() || text[i] != '{')
        return std::nullopt;
    i = skipSpace(text, i + 1);
    if (i < text.size() && text[i] == '}')
        return request;
    for (;;) {
        if (i >= text.size() || text[i] != '"')
            return std::nullopt;
        const qsizetype keyEnd = skipString(text, i);
        if (keyEnd < 0)
            return std::nullopt;
        const QByteArrayView key = text.sliced(i + 1, keyEnd - i - 2);
        i = skipSpace(text, keyEnd);
        if (i >= text.size() || text[i] != ':')
            return std::nullopt;
        i = skipSpace(text, i + 1);
        const qsizetype valueEnd = skipValue(text, i);
        if (valueEnd < 0)
            return std::nullopt;
        const QByteArrayView value = text.sliced(i, valueEnd - i);
        if (key == "id")
            request.id = value;
        else if (key == "method")
            request.method = value;
        else if (key == "params")
            request.params = value;
        i = skipSpace(text, valueEnd);
        if (i < text.size() && text[i] == ',') {
            i = skipSpace(text, i + 1);
            continue;
        }
        if (i < text.size() && text[i] == '}')
            return request;
        return std::nullopt;
    }
}

QByteArray answer(const Request &request, QByteArrayView result)
{
    QByteArray out;
    out.reserve(request.id.size() + result.size() + 48);
    out.append(R"({"jsonrpc":"2.0","id":)");
    out.append(request.id);
    out.append(R"(,"result":)");
    out.append(result.isEmpty() ? QByteArrayView("null") : result);
    out.append('}');
    return out;
}

void exitIfAsked(const Request &request)
{
    if (request.method != R"("peer.exit")")
        return;
    const QByteArrayView params = request.params;
    const int code = params.size() > 2 ? params.sliced(1, params.size() - 2).toByteArray().toInt() : 0;
    std::exit(code);
}

enum class Mode { Echo, Garbage, Stderr, Big, AskSameId, Listen };

/// MCP 2026-07-28's subscriptions/listen over stdio, as \a variant says (ok, unacknowledged,
/// unrequested): a message of another subscription and an untagged one first, then the
/// stream of request \a id, then the result that ends it.
QByteArray listenStream(const QByteArray &id, const QByteArray &variant)
{
    const auto tagged = [](const QByteArray &method, const QByteArray &subscription, const QByteArray &members = {}) -> QByteArray {
        return R"({"jsonrpc":"2.0","method":")" + method + R"(","params":{)" + members
               + R"("_meta":{"io.modelcontextprotocol/subscriptionId":)" + subscription + "}}}\n";
    };
    QByteArray out = tagged("notifications/tools/list_changed", "99");
    out += R"({"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"unrelated"}})" "\n";
    const QByteArray ack = tagged("notifications/subscriptions/acknowledged", id, R"("notifications":{"toolsListChanged":true},)");
    if (variant == "unacknowledged") {
        out += tagged("notifications/tools/list_changed", id);
    } else if (variant == "unrequested") {
        out += ack + tagged("notifications/prompts/list_changed", id);
    } else {
        out += ack + tagged("notifications/tools/list_changed", id);
    }
    out += R"({"jsonrpc":"2.0","id":)" + id + R"(,"result":{"resultType":"complete","_meta":{}}})" "\n";
    return out;
}

int runLines(Mode mode, qsizetype bigBytes, const QByteArray &variant = {})
{
    QByteArray bigResult;
    if (mode == Mode::Big) {
        bigResult.reserve(bigBytes + 2);
        bigResult.append('"');
        bigResult.append(bigBytes, 'x');
        bigResult.append('"');
    }
    QByteArray buffer;
    qsizetype start = 0;
    qsizetype scanned = 0; // a long line is searched for its end only once
    for (;;) {
        const qsizetype newline = buffer.indexOf('\n', scanned);
        if (newline < 0) {
            buffer.remove(0, start);
            start = 0;
            scanned = buffer.size();
            if (!readMore(buffer))
                return 0;
            continue;
        }
        const QByteArrayView line = QByteArrayView(buffer).sliced(start, newline - start);
        start = scanned = newline + 1;
        const std::optional<Request> request = scanRequest(line);
        if (!request || request->id.isEmpty() || request->method.isEmpty())
            continue; // not a request: nothing to answer
        exitIfAsked(*request);
        if (mode == Mode::Listen && request->method == R"("subscriptions/listen")") {
            writeAll(1, listenStream(request->id.toByteArray(), variant));
            continue;
        }
        if (mode == Mode::Garbage && variant.isEmpty())
            writeAll(1, "this line is not JSON\n<html><body>502 Bad Gateway</body></html>\n");
        else if (mode == Mode::Garbage)
            writeAll(1, QByteArray("this line is not JSON\n").repeated(variant.toInt()));
        if (mode == Mode::AskSameId) {
            // A request of its own, numbered like the one it is about to answer.
            writeAll(1, QByteArray(R"({"jsonrpc":"2.0","id":)" + request->id.toByteArray()
                                   + R"(,"method":"workspace/configuration","params":{"items":[]}})" + "\n"));
        }
        QByteArray out = answer(*request, mode == Mode::Big ? QByteArrayView(bigResult) : request->params);
        out.append('\n');
        writeAll(1, out);
    }
}

int runLspEcho(bool miscount)
{
    QByteArray buffer;
    for (;;) {
        const qsizetype headerEnd = buffer.indexOf("\r\n\r\n");
        if (headerEnd < 0) {
            if (!readMore(buffer))
                return 0;
            continue;
        }
        qsizetype length = -1;
        const QList<QByteArray> lines = buffer.left(headerEnd).split('\n');
        for (const QByteArray &line : lines) {
            const qsizetype colon = line.indexOf(':');
            if (colon > 0 && line.left(colon).trimmed().toLower() == "content-length")
                length = line.mid(colon + 1).trimmed().toLongLong();
        }
        if (length < 0)
            return 2;
        const qsizetype bodyStart = headerEnd + 4;
        while (buffer.size() < bodyStart + length) {
            if (!readMore(buffer))
                return 0;
        }
        const QByteArray body = buffer.mid(bodyStart, length);
        buffer.remove(0, bodyStart + length);
        const std::optional<Request> request = scanRequest(body);
        if (!request || request->id.isEmpty() || request->method.isEmpty())
            continue;
        exitIfAsked(*request);
        if (miscount) {
            const QByteArray log = R"({"jsonrpc":"2.0","method":"window/logMessage","params":{"type":3,"message":"hi"}})";
            writeAll(1, QByteArray("Content-Length: " + QByteArray::number(log.size() - 3) + "\r\n\r\n" + log));
        }
        const QByteArray out = answer(*request, request->params);
        writeAll(1, QByteArray("Content-Length: " + QByteArray::number(out.size())
                               + "\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n"
                               + out));
    }
}

int runSilent()
{
    QByteArray buffer;
    while (readMore(buffer))
        buffer.clear();
    return 0;
}

int runEnv()
{
    const QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    const QStringList names = environment.keys();
    QByteArray out;
    for (const QString &name : names) {
        const QJsonObject line{{QStringLiteral("name"), name},
                               {QStringLiteral("value"), environment.value(name)}};
        out += QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n';
    }
    out += R"({"done":)" + QByteArray::number(names.size()) + "}\n";
    writeAll(1, out);
    return 0;
}

int runSleeper(bool ignoreTerm, bool closeStdin)
{
    if (ignoreTerm)
        std::signal(SIGTERM, SIG_IGN);
    if (closeStdin)
        ::close(0);
    writeAll(1, "{\"ready\":true}\n");
    // Never reads stdin, so end of input goes unnoticed. Bounded, in case nobody kills it.
    for (int i = 0; i < 300; ++i) {
        const timespec tenth{0, 100 * 1000 * 1000};
        nanosleep(&tenth, nullptr);
    }
    return 0;
}

int runCrash()
{
    QByteArray buffer;
    while (buffer.indexOf('\n') < 0) {
        if (!readMore(buffer))
            return 0;
    }
    writeAll(2, "crash: giving up on this request\n");
    const rlimit noCore{0, 0};
    setrlimit(RLIMIT_CORE, &noCore); // no core file for a deliberate crash
    std::abort();
}

int usage()
{
    writeAll(2, "usage: rpcscope-test-peer echo|lsp-echo|lsp-miscount|garbage [N]|silent|exit-now CODE|crash|"
                "stderr|env|ignore-term|deaf|close-stdin|big N|listen ok|unacknowledged|unrequested\n");
    return 64;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 2)
        return usage();
    const QByteArray mode = argv[1];
    const QByteArray value = argc > 2 ? QByteArray(argv[2]) : QByteArray();

    if (mode == "echo")
        return runLines(Mode::Echo, 0);
    if (mode == "lsp-echo")
        return runLspEcho(false);
    if (mode == "lsp-miscount")
        return runLspEcho(true);
    if (mode == "garbage")
        return runLines(Mode::Garbage, 0, value);
    if (mode == "ask-same-id")
        return runLines(Mode::AskSameId, 0);
    if (mode == "silent")
        return runSilent();
    if (mode == "exit-now") {
        writeAll(2, QByteArray("exit-now: leaving with code " + value + "\n"));
        return value.toInt();
    }
    if (mode == "crash")
        return runCrash();
    if (mode == "stderr") {
        writeAll(2, "peer stderr line 1\npeer stderr line 2 ends in CRLF\r\n");
        writeAll(2, QByteArray(QByteArray(100 * 1024, 'e') + "\npeer stderr after the long line\n"));
        return runLines(Mode::Stderr, 0);
    }
    if (mode == "env")
        return runEnv();
    if (mode == "ignore-term")
        return runSleeper(true, false);
    if (mode == "deaf")
        return runSleeper(false, false);
    if (mode == "close-stdin")
        return runSleeper(false, true);
    if (mode == "big")
        return runLines(Mode::Big, qsizetype(value.toLongLong()) * 1024 * 1024);
    if (mode == "listen")
        return runLines(Mode::Listen, 0, value);
    return usage();
}
