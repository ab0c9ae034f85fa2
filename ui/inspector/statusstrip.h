#pragma once

#include "lib/rpc/exchange.h"

#include <QWidget>

class QLabel;
class QPushButton;

namespace RpcScope {

class OutcomeChip;

/// The headline of a response: the line that names the exchange (method, id, when), its
/// outcome as a chip, HTTP status and reason, duration and size, then in words what went
/// wrong (a transport failure, a decoded error, the classifier's summary). The parts wrap
/// onto a second row in a narrow pane instead of widening it.
class StatusStrip final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StatusStrip)

public:
    explicit StatusStrip(QWidget *parent = nullptr);

    void showExchange(const Exchange &exchange);
    /// A request is on its way: \a what names it ("math.add").
    void showPending(const QString &what = {});
    /// Something happened that is not an exchange (e.g. the endpoint could not be opened).
    void showMessage(const QString &text);
    void clear();

    /// "math.add · id 12 · 14:20:03": what the shown exchange was.
    QString titleText() const;
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
    /// The line that names an exchange: its method (or "batch (3)"), its id, its time.
    static QString exchangeTitle(const Exchange &exchange);
    OutcomeChip *chip() const { return m_outcome; }
    /// Shown under a refused server certificate.
    QPushButton *trustButton() const { return m_trust; }

signals:
    /// The user wants to accept the refused certificate (its SHA-256 \a digest) for this
    /// endpoint; \a refusal is the refusal in words, certificate details included.
    void trustCertificateRequested(const QByteArray &digest, const QString &refusal);

private:
    QLabel *m_title = nullptr;
    OutcomeChip *m_outcome = nullptr;
    QLabel *m_http = nullptr;
    QLabel *m_duration = nullptr;
    QLabel *m_size = nullptr;
    QLabel *m_message = nullptr;
    QPushButton *m_trust = nullptr;
    QByteArray m_refusedCertificate;   ///< of the exchange shown, when its certificate was refused
    bool m_failure = false;

};

} // namespace RpcScope
