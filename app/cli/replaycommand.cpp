#include "app/cli/replaycommand.h"

#include "lib/replay/replayer.h"
#include "lib/rpc/exchangereport.h"
#include "lib/rpc/rpcclient.h"
#include "lib/session/redaction.h"
#include "lib/session/sessionreader.h"
#include "lib/session/sessionrecorder.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <cstdio>

namespace RpcScope {

namespace {

const QString againstName = QStringLiteral("against");
const QString ignoreName = QStringLiteral("ignore");
const QString ignorePatternName = QStringLiteral("ignore-pattern");
const QString strictName = QStringLiteral("strict");
const QString paceName = QStringLiteral("pace");
const QString secretName = QStringLiteral("secret");

void writeOut(const QByteArray &bytes)
{
    fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    fflush(stdout);
}

void writeErr(const QString &text)
{
    const QByteArray bytes = text.toUtf8() + '\n';
    fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
    fflush(stderr);
}

/// A value on one short line: newlines folded, long texts cut.
QString shortValue(const QByteArray &json, bool present)
{
    if (!present)
        return QCoreApplication::translate("RpcScope::ReplayCommand", "(absent)");
    bool replaced = false;
    QString text = ExchangeReport::decodeText(json, &replaced).simplified();
    constexpr qsizetype limit = 120;
    if (text.size() > limit)
        text = text.left(limit) + QStringLiteral("…");
    return text;
}

/// RPCSCOPE_SECRET_<NAME>: the name upper-cased, every other character than A-Z and 0-9 as _.
QByteArray secretFromEnvironment(const QString &name)
{
    QByteArray variable = "RPCSCOPE_SECRET_";
    for (const QChar c : name.toUpper())
        variable += (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9') ? char(c.unicode()) : '_';
    return qgetenv(variable.constData());
}

} // namespace

ReplayCommand::ReplayCommand(QObject *parent)
    : QObject(parent)
{}

ReplayCommand::~ReplayCommand() = default;

void ReplayCommand::addOptions(QCommandLineParser &parser)
{
    parser.addOption({againstName, tr("replay: send to ENDPOINT instead of the recorded endpoints."),
                      QStringLiteral("ENDPOINT")});
    parser.addOption({ignoreName, tr("replay: leave the value at this JSON path out of the diff (repeatable; "
                                     "[*] and .* are wildcards), e.g. $.result.timestamp."),
                      QStringLiteral("PATH")});
    parser.addOption({ignorePatternName, tr("replay: leave out changes between values that both match this "
                                            "regular expression entirely (repeatable)."),
                      QStringLiteral("REGEX")});
    parser.addOption({strictName, tr("replay: no default ignore rules (response ids, UUIDs, ISO timestamps, "
                                     "member order).")});
    parser.addOption({paceName, tr("replay: wait the recorded gaps between requests (at most 2 s each).")});
    parser.addOption({secretName, tr("replay: the value of a {{redacted:NAME}} placeholder (repeatable; "
                                     "else RPCSCOPE_SECRET_NAME is read)."),
                      QStringLiteral("NAME=VALUE")});
}

int ReplayCommand::start(const QString &sessionPath, const QCommandLineParser &parser, const Setup &setup,
                         QString *error)
{
    m_json = setup.json;
    Replayer::Options options;
    options.against = parser.value(againstName);
    options.settings = setup.settings;
    // --framing given: every stdio and socket endpoint is framed so; else as recorded.
    if (parser.isSet(QStringLiteral("framing")))
        options.framing = setup.settings.framing;
    options.timeoutMs = setup.timeoutMs;
    options.pacing = parser.isSet(paceName);
    options.rules = parser.isSet(strictName) ? DiffRules() : DiffRules::defaults();
    for (const QString &path : parser.values(ignoreName)) {
        QString why;
        if (!options.rules.addIgnoredPath(path, &why)) {
            *error = tr("--ignore %1: %2").arg(path, why);
            return ExchangeReport::ExitUsage;
        }
    }
    for (const QString &pattern : parser.values(ignorePatternName)) {
        QString why;
        if (!options.rules.addIgnoredPattern(pattern, &why)) {
            *error = tr("--ignore-pattern: %1").arg(why);
            return ExchangeReport::ExitUsage;
        }
    }
    for (const QString &secret : parser.values(secretName)) {
        const qsizetype equals = secret.indexOf(u'=');
        if (equals <= 0) {
            *error = tr("--secret takes NAME=VALUE, not \"%1\".").arg(secret);
            return ExchangeReport::ExitUsage;
        }
        options.credentials.insert(secret.left(equals), secret.mid(equals + 1).toUtf8());
    }

    const SessionReader::Session session = SessionReader::readAll(sessionPath);
    if (session.status != SessionReader::Status::Ok) {
        *error = tr("%1: %2").arg(sessionPath, session.message);
        return ExchangeReport::ExitUsage;
    }
    for (const SessionProblem &problem : session.problems)
        writeErr(tr("%1, line %2: %3 (skipped)").arg(sessionPath).arg(problem.line).arg(problem.message));
    for (const SessionEntry &entry : session.entries) {
        for (const QString &name : Redaction::names(entry.request)) {
            if (options.credentials.contains(name))
                continue;
            const QByteArray value = secretFromEnvironment(name);
            if (!value.isEmpty())
                options.credentials.insert(name, value);
        }
    }

    m_replayer = new Replayer(this);
    m_replayer->setOptions(options);
    if (setup.recorder)
        connect(m_replayer, &Replayer::clientCreated, setup.recorder, &SessionRecorder::attach);
    connect(m_replayer, &Replayer::finished, this, [this](const ReplayReport &report) {
        print(report);
        emit finished(report.exitStatus());
    });
    m_replayer->start(session.entries, sessionPath);
    return ExchangeReport::ExitOk;
}

void ReplayCommand::print(const ReplayReport &report)
{
    if (!report.unfilled().isEmpty()) {
        writeErr(tr("warning: no value for the placeholder(s) %1; they were sent as recorded "
                    "(use --secret NAME=VALUE or RPCSCOPE_SECRET_NAME).")
                     .arg(report.unfilled().join(QStringLiteral(", "))));
    }
    if (m_json) {
        writeOut(report.toJson());
        return;
    }
    QString out;
    for (const ReplayResult &result : report.results) {
        if (result.verdict == ReplayResult::Verdict::Same)
            continue;
        const QString method = result.method.isEmpty() ? tr("(no method)") : result.method;
        if (result.verdict == ReplayResult::Verdict::Failed) {
            out += tr("#%1 %2: failed: %3").arg(result.sequence).arg(method, result.errorMessage) + u'\n';
            continue;
        }
        out += tr("#%1 %2: differs").arg(result.sequence).arg(method) + u'\n';
        if (result.statusChanged())
            out += tr("  HTTP status: %1 -> %2").arg(result.recordedStatus).arg(result.replayedStatus) + u'\n';
        for (const JsonDifference &difference : result.diff.differences) {
            out += tr("  %1 (%2): %3 -> %4")
                       .arg(difference.path.toString(), JsonDifference::kindName(difference.kind),
                            shortValue(difference.recorded, difference.kind != JsonDifference::Kind::Added),
                            shortValue(difference.replayed, difference.kind != JsonDifference::Kind::Removed))
                   + u'\n';
        }
        if (result.diff.truncated)
            out += tr("  … more differences not listed") + u'\n';
    }
    const int same = report.count(ReplayResult::Verdict::Same);
    const int differs = report.count(ReplayResult::Verdict::Differs);
    const int failed = report.count(ReplayResult::Verdict::Failed);
    // Two counts, so two plural forms: one tr() each.
    out += tr("%n exchange(s) replayed: %1 same, %2 differ, %3 failed;", nullptr, int(report.results.size()))
               .arg(same)
               .arg(differs)
               .arg(failed)
           + u' ' + tr("%n difference(s) ignored by the rules.", nullptr, report.ignoredDifferences()) + u'\n';
    writeOut(out.toUtf8());
}

} // namespace RpcScope
