// The normal build's stand-in for libFuzzer: feeds every file named on the command line (or
// found in a directory named there) to the target's LLVMFuzzerTestOneInput once, so the seed
// corpus and every input a fuzzer ever broke the code with run in CTest on each CI run. A
// broken invariant aborts, which fails the test and names the file. Inputs nested 300 000
// deep follow, which no fuzzer makes (its inputs stay small): one recursion per level of
// outside JSON overflows the stack, which for them is a thread's of a fixed size.

#include "fuzzcheck.h"

#include <QByteArray>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QStringList>
#include <QThread>

#include <cstdio>
#include <memory>

namespace {

void run(const QByteArray &bytes)
{
    LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(bytes.constData()), size_t(bytes.size()));
}

int feed(const QString &path, QList<QByteArray> *fed)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "cannot read %s\n", qPrintable(path));
        return 1;
    }
    const QByteArray bytes = file.readAll();
    fed->append(bytes);
    std::fprintf(stderr, "%s (%lld bytes)\n", qPrintable(path), static_cast<long long>(bytes.size()));
    run(bytes);
    return 0;
}

constexpr int Deep = 300000;   // levels: a recursion per level needs more than any 8 MiB stack

// The deep inputs run on a thread with a stack of this size, whatever `ulimit -s` gives the
// main thread (unlimited would let a recursion pass): a call takes at least 16 bytes of
// stack (x86-64 and arm64 keep it 16-byte aligned), so one call per level needs Deep × 16,
// more than 4 MiB. AddressSanitizer gives every frame with a local in memory redzones of
// 32 bytes and more, so its build keeps the 8 MiB a thread has by default, which bounded
// recursion under it is known to fit.
#if defined(__SANITIZE_ADDRESS__)
constexpr uint DeepStack = 8 * 1024 * 1024;
#else
constexpr uint DeepStack = 4 * 1024 * 1024;
static_assert(qint64(Deep) * 16 > DeepStack, "one call per level must overflow the deep inputs' stack");
#endif

/// \a value inside Deep arrays, or Deep objects {"a": …}. Fuzzed inputs stay a few KiB, far
/// from any stack's end; a server's body may nest a million levels, and code that recurses
/// once per level then overflows the stack.
QByteArray nested(const QByteArray &value, bool objects)
{
    const QByteArray open = objects ? QByteArray("{\"a\":") : QByteArray("[");
    const QByteArray close = objects ? QByteArray("}") : QByteArray("]");
    return open.repeated(Deep) + value + close.repeated(Deep);
}

/// Where the object or array that opens at \a open closes (strings skipped), or -1.
qsizetype closing(const QByteArray &bytes, qsizetype open)
{
    int depth = 0;
    bool inString = false;
    for (qsizetype i = open; i < bytes.size(); ++i) {
        const char c = bytes.at(i);
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            ++depth;
        } else if ((c == '}' || c == ']') && --depth == 0) {
            return i;
        }
    }
    return -1;
}

/// \a input with one of its first JSON objects or arrays wrapped Deep levels deep, each way:
/// the target's own framing (mode bytes, headers, separators) stays as the seed had it, so the
/// deep value reaches the code the seed reaches (a result, params, a schema, a body).
QList<QByteArray> deepened(const QByteArray &input)
{
    // The seed's first choice bytes, or all before its first NUL (a separator of parts),
    // followed by a deep value instead of the rest.
    QList<QByteArray> out;
    const QByteArray deepArray = nested({}, false);
    for (const qsizetype keep : {qsizetype(1), qsizetype(2), input.indexOf('\0') + 1}) {
        if (keep > 0 && keep <= input.size())
            out.append(input.left(keep) + deepArray);
    }
    int wrapped = 0;
    for (qsizetype at = 0; at < input.size() && wrapped < 4; ++at) {
        if (input.at(at) != '{' && input.at(at) != '[')
            continue;
        const qsizetype end = closing(input, at);
        if (end < 0)
            continue;
        ++wrapped;
        const QByteArray value = input.mid(at, end + 1 - at);
        for (const bool objects : {false, true})
            out.append(input.left(at) + nested(value, objects) + input.mid(end + 1));
    }
    return out;
}

} // namespace

int main(int argc, char **argv)
{
    int inputs = 0;
    int failures = 0;
    QList<QByteArray> fed;
    for (int i = 1; i < argc; ++i) {
        const QString path = QString::fromLocal8Bit(argv[i]);
        if (QFileInfo(path).isDir()) {
            QStringList files;
            QDirIterator it(path, QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext())
                files.append(it.next());
            files.sort();   // the same order on every run
            for (const QString &file : files) {
                failures += feed(file, &fed);
                ++inputs;
            }
        } else if (QFileInfo::exists(path)) {
            failures += feed(path, &fed);
            ++inputs;
        } else {
            std::fprintf(stderr, "no such input: %s\n", qPrintable(path));
            ++failures;
        }
    }
    // An empty input as well: the smallest case every target must take.
    run({});
    // And nesting deeper than a stack holds: after each of the first eight mode bytes, and
    // inside eight of the inputs (spread over them), each wrapped at up to four places.
    int deep = 0;
    const std::unique_ptr<QThread> deepRunner(QThread::create([&] {
        for (char mode = 0; mode < 8; ++mode) {
            for (const bool objects : {false, true}) {
                run(mode + nested("1", objects));
                ++deep;
            }
        }
        const qsizetype step = qMax<qsizetype>(1, fed.size() / 8);
        for (qsizetype i = 0; i < fed.size(); i += step) {
            for (const QByteArray &bytes : deepened(fed.at(i))) {
                run(bytes);
                ++deep;
            }
        }
    }));
    deepRunner->setStackSize(DeepStack);
    deepRunner->start();
    deepRunner->wait();
    std::fprintf(stderr, "%d inputs nested %d deep\n", deep, Deep);
    std::fprintf(stderr, "%d inputs replayed\n", inputs);
    if (inputs == 0) {
        std::fprintf(stderr, "no inputs found: the corpus is missing\n");
        return 1;
    }
    return failures == 0 ? 0 : 1;
}
