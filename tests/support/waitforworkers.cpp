#include "support/waitforworkers.h"

#include <QCoreApplication>
#include <QThreadPool>

namespace TestSupport {

void waitForWorkers()
{
    for (int round = 0; round < 20; ++round) {
        QThreadPool::globalInstance()->waitForDone();
        QCoreApplication::processEvents();
        if (QThreadPool::globalInstance()->activeThreadCount() == 0)
            return;
    }
}

} // namespace TestSupport
