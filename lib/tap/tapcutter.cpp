#include "lib/tap/tapcutter.h"

#include "lib/transport/framing/framer.h"

namespace RpcScope {

QList<TapCutter::Unit> TapCutter::cut(Framer &framer, const QByteArray &bytes, const TakeNext &takeNext)
{
    QList<Unit> units;
    qsizetype from = 0;
    while (from < bytes.size()) {
        const qsizetype newline = bytes.indexOf('\n', from);
        const qsizetype end = newline < 0 ? bytes.size() : newline + 1;
        const qsizetype before = framer.bufferedBytes();
        framer.push(from == 0 && end == bytes.size() ? bytes : bytes.mid(from, end - from));
        const qsizetype consumed = before + (end - from) - framer.bufferedBytes();
        from = end;
        Unit unit;
        while (std::optional<QByteArray> message = takeNext())
            unit.messages.append(std::move(*message));
        const qsizetype paid = qBound<qsizetype>(0, qMin(m_debt, consumed), consumed);
        m_debt -= paid;
        const qsizetype own = qBound<qsizetype>(0, consumed - paid, m_unassigned.size());
        // Appended to what was carried, not copied with it: a message read in many small
        // pieces would otherwise be copied once per piece.
        unit.raw = std::exchange(m_carried, {});
        unit.raw.append(m_unassigned.constData(), own);
        m_unassigned.remove(0, own);
        if (unit.messages.isEmpty()) {
            // A header block before its body, a blank line: they go with the message they precede.
            m_carried = std::move(unit.raw);
            continue;
        }
        unit.whole = unit.messages.size() == 1 && paid == 0;
        units.append(std::move(unit));
    }
    return units;
}

QByteArray TapCutter::takeRest()
{
    QByteArray rest = std::exchange(m_carried, {}) + std::exchange(m_unassigned, {});
    m_debt = 0;
    return rest;
}

QByteArray TapCutter::spill(const Framer &framer)
{
    QByteArray rest = std::exchange(m_carried, {}) + std::exchange(m_unassigned, {});
    // Every byte the framer holds has now passed on.
    m_debt = framer.bufferedBytes();
    return rest;
}

} // namespace RpcScope
