#pragma once

#include <QSet>
#include <QWidget>

class QSplitter;

namespace RpcScope {

class ExchangePane;

/// One request tab of an endpoint page: what is composed (a ComposerPanel, the batch builder,
/// or a read-only exchange) and the answer that belongs to it, beside or below. Each tab
/// keeps its own answer, so switching tabs never shows another tab's response.
class RequestPage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RequestPage)

public:
    /// Takes \a work (the composer or the batch builder) into the page, beside its answer.
    explicit RequestPage(QWidget *work, QWidget *parent = nullptr);

    QWidget *work() const { return m_work; }
    ExchangePane *pane() const { return m_pane; }
    QSplitter *splitter() const { return m_splitter; }

    /// The answer below the request (true) or beside it.
    void setResponseBelow(bool below);

    /// The sends of this tab still on their way.
    QSet<quint64> &inFlight() { return m_inFlight; }
    bool isBusy() const { return !m_inFlight.isEmpty(); }
    /// The newest send of this tab: the one whose answer it shows.
    quint64 newestSent() const { return m_newestSent; }
    void setNewestSent(quint64 sequence) { m_newestSent = sequence; }

    /// The share of the width the answer gets beside the request: at least 40 %.
    static constexpr int ResponseShare = 45;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void proportion();

    QWidget *m_work = nullptr;
    ExchangePane *m_pane = nullptr;
    QSplitter *m_splitter = nullptr;
    QSet<quint64> m_inFlight;
    bool m_proportioned = false;   // the shares were set for a real size
    quint64 m_newestSent = 0;
};

} // namespace RpcScope
