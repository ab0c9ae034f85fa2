#include "ui/sessions/sessionexports.h"

#include "lib/export/curlscript.h"
#include "lib/export/harexport.h"
#include "lib/export/iotranscript.h"
#include "lib/session/sessionrecorder.h"

#include <QFileInfo>
#include <QSaveFile>

namespace RpcScope {

namespace {

bool writeAtomically(const QString &path, const QByteArray &bytes, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

} // namespace

QString SessionExports::filter(Format format)
{
    switch (format) {
    case Format::Har:
        return tr("HTTP Archive (*.har)");
    case Format::CurlScript:
        return tr("Shell script (*.sh)");
    case Format::IoTranscript:
        return tr("Transcript (*.io)");
    }
    return {};
}

SessionExports::Outcome SessionExports::exportTo(Format format, const QList<SessionEntry> &entries, const QString &path)
{
    QByteArray bytes;
    int exported = 0;
    int skipped = 0;
    switch (format) {
    case Format::Har: {
        const HarExport::Result result = HarExport::build(entries);
        bytes = result.json;
        exported = result.exported;
        skipped = result.skipped;
        break;
    }
    case Format::CurlScript: {
        const CurlScript::Result result = CurlScript::build(entries);
        bytes = result.script.toUtf8();
        exported = result.exported;
        skipped = result.skipped;
        break;
    }
    case Format::IoTranscript: {
        const IoTranscript::WriteResult result = IoTranscript::write(entries);
        bytes = result.text;
        exported = result.exported;
        skipped = result.skipped;
        break;
    }
    }
    Outcome outcome;
    if (exported == 0) {
        outcome.message = tr("Nothing to export: none of the session's exchanges fits this format.");
        return outcome;
    }
    QString error;
    if (!writeAtomically(path, bytes, &error)) {
        outcome.message = tr("Cannot write %1: %2").arg(path, error);
        return outcome;
    }
    outcome.ok = true;
    outcome.message = tr("Exported %n exchange(s) to %1.", nullptr, exported).arg(QFileInfo(path).fileName());
    if (skipped > 0)
        outcome.message += QLatin1Char(' ') + tr("%n exchange(s) left out (not suited to the format).", nullptr, skipped);
    return outcome;
}

SessionExports::Outcome SessionExports::importIoTranscript(const QString &ioPath, const QString &sessionPath)
{
    Outcome outcome;
    const IoTranscript::ReadResult read = IoTranscript::readFile(ioPath);
    if (!read.error.isEmpty()) {
        outcome.message = read.error;
        return outcome;
    }
    if (QFileInfo::exists(sessionPath)) {
        outcome.message = tr("%1 exists already.").arg(sessionPath);
        return outcome;
    }
    // Through the recorder: secrets in the transcript become placeholders, as in a recording.
    SessionRecorder recorder;
    if (!recorder.open(sessionPath)) {
        outcome.message = recorder.errorString();
        return outcome;
    }
    for (const SessionEntry &entry : read.entries) {
        if (recorder.record(entry) == 0) {
            outcome.message = recorder.errorString();
            return outcome;
        }
    }
    outcome.ok = true;
    outcome.message = tr("Imported %n exchange(s).", nullptr, int(read.entries.size()));
    if (!read.problems.isEmpty())
        outcome.message += QLatin1Char(' ') + tr("%n line(s) skipped: %1", nullptr, int(read.problems.size()))
                                                  .arg(read.problems.constFirst().message);
    return outcome;
}

} // namespace RpcScope
