#pragma once

#include "lib/rpc/exchange.h"

#include <QWidget>

class QLabel;

namespace RpcScope {

/// One line above the response: outcome, HTTP status and reason, duration, size, and in
/// words what went wrong (a transport failure, a decoded error, the classifier's summary).
class StatusStrip final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StatusStrip)

public:
    explicit StatusStrip(QWidget *parent = nullptr);

    void showExchange(const Exchange &exchange);
    /// A request is on its way.
    void showPending();
    /// Something happened that is not an exchange (e.g. the endpoint could not be opened).
    void showMessage(const QString &text);
    void clear();

    QString outcomeText() const;
    QString httpText() const;
    QString durationText() const;
    QString sizeText() const;
    QString messageText() const;
    /// Every part joined, as a screen reader or a test reads the strip.
    QString text() const;

    /// Translated outcome of an exchange, the most specific one known ("Tool error", ...).
    static QString outcomeLabel(const Exchange &exchange);
    /// Translated outcome of one response: "Result", "Tool error (isError: true)", ...
    static QString responseOutcomeLabel(ResponseInfo::Outcome outcome);
    /// True when the exchange failed in any way: a JSON-RPC error, a tool error, a
    /// business error, an invalid answer or a transport failure.
    static bool isFailure(const Exchange &exchange);
    /// Whether the strip shows a failure now (the outcome in the failure colour).
    bool showsFailure() const { return m_failure; }
    /// "523 bytes", "1.2 KB", ...
    static QString sizeLabel(qint64 bytes);

private:
    QLabel *m_outcome = nullptr;
    QLabel *m_http = nullptr;
    QLabel *m_duration = nullptr;
    QLabel *m_size = nullptr;
    QLabel *m_message = nullptr;
    bool m_failure = false;

    void paintOutcome(bool failure, bool success);
};

} // namespace RpcScope
