#pragma once

#include <QObject>

class QSocketNotifier;

namespace RpcScope {

/// Closes a connected socket this process accepted without cutting off what it sent: its side
/// ends first (the peer reads everything, then the end), and what the peer still sends is read
/// and dropped until it ends too, or \a lingerMs pass. Closing with unread bytes would reset
/// the connection instead, and the peer could lose the last bytes written to it.
class DescriptorCloser : public QObject
{
    Q_OBJECT

public:
    /// Takes \a descriptor over; it is closed within \a lingerMs whatever the peer does.
    static void closeWhenDone(int descriptor, int lingerMs);
    ~DescriptorCloser() override;

private:
    DescriptorCloser(int descriptor, int lingerMs);
    void drain();

    int m_descriptor = -1;
    QSocketNotifier *m_notifier = nullptr;
};

} // namespace RpcScope
