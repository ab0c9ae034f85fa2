// The normal build's stand-in for libFuzzer: feeds every file named on the command line (or
// found in a directory named there) to the target's LLVMFuzzerTestOneInput once, so the seed
// corpus and every input a fuzzer ever broke the code with run in CTest on each CI run. A
// broken invariant aborts, which fails the test and names the file.

#include "fuzzcheck.h"

#include <QByteArray>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QStringList>

#include <cstdio>

namespace {

int feed(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "cannot read %s\n", qPrintable(path));
        return 1;
    }
    const QByteArray bytes = file.readAll();
    std::fprintf(stderr, "%s (%lld bytes)\n", qPrintable(path), static_cast<long long>(bytes.size()));
    LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(bytes.constData()), size_t(bytes.size()));
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    int inputs = 0;
    int failures = 0;
    for (int i = 1; i < argc; ++i) {
        const QString path = QString::fromLocal8Bit(argv[i]);
        if (QFileInfo(path).isDir()) {
            QStringList files;
            QDirIterator it(path, QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext())
                files.append(it.next());
            files.sort();   // the same order on every run
            for (const QString &file : files) {
                failures += feed(file);
                ++inputs;
            }
        } else if (QFileInfo::exists(path)) {
            failures += feed(path);
            ++inputs;
        } else {
            std::fprintf(stderr, "no such input: %s\n", qPrintable(path));
            ++failures;
        }
    }
    // An empty input as well: the smallest case every target must take.
    LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(""), 0);
    std::fprintf(stderr, "%d inputs replayed\n", inputs);
    if (inputs == 0) {
        std::fprintf(stderr, "no inputs found: the corpus is missing\n");
        return 1;
    }
    return failures == 0 ? 0 : 1;
}
