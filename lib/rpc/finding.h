#pragma once

#include <QList>
#include <QString>

namespace RpcScope {

/// One conformance observation about an exchange. Ids are stable (SPEC §5) and never
/// translated; the message is a translated sentence about this particular exchange.
struct Finding
{
    enum class Severity { Warning, Error };

    QString id;
    Severity severity = Severity::Error;
    QString message;
    int response = -1;           ///< index into Classification::responses, -1 for the whole body

    static QString severityName(Severity severity);   ///< "warning" / "error"
};

/// The table of every finding id: its severity and a one-line explanation.
class FindingCatalog
{
public:
    struct Entry
    {
        const char *id;
        Finding::Severity severity;
        const char *explanation;   ///< source text, translate with explanation()
    };

    static const QList<Entry> &all();
    static Finding::Severity severity(const QString &id);
    static QString explanation(const QString &id);
    static Finding make(const QString &id, const QString &message, int response = -1);
};

} // namespace RpcScope
