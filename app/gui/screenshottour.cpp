#include "app/gui/screenshottour.h"

#include "lib/discovery/registry.h"
#include "ui/composer/batchbuilder.h"
#include "ui/composer/batchmodel.h"
#include "ui/composer/requesteditor.h"
#include "ui/composer/jsoneditor.h"
#include "ui/registry/registrypanel.h"
#include "ui/shell/mainwindow.h"
#include "ui/workspace/endpointsession.h"
#include "ui/workspace/endpointview.h"

#include <QCoreApplication>
#include <QDir>
#include <QTimer>

#include <cstdio>
#include <memory>

namespace RpcScope {

namespace {
constexpr int kSettleMs = 400;        // one more turn for layouts, lazy trees and colours
constexpr int kTourTimeoutMs = 60000;
}

ScreenshotTour::ScreenshotTour(MainWindow *window, const QString &directory, const QString &suffix, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_directory(directory)
    , m_suffix(suffix)
{
}

void ScreenshotTour::start()
{
    auto started = std::make_shared<bool>(false);
    connect(m_window, &MainWindow::discoveryFinished, this, [this, started](EndpointSession *session) {
        if (*started || session != m_window->currentSession())
            return;
        *started = true;
        QTimer::singleShot(kSettleMs, this, &ScreenshotTour::step);
    });
    QTimer::singleShot(kTourTimeoutMs, this, [this] { fail(tr("The demo endpoint did not answer in time.")); });
}

void ScreenshotTour::fail(const QString &why)
{
    std::fprintf(stderr, "rpcscope: %s\n", qUtf8Printable(why));
    QCoreApplication::exit(1);
}

void ScreenshotTour::grab(const QString &name)
{
    const QString path = QDir(m_directory).filePath(name + m_suffix + QStringLiteral(".png"));
    if (!m_window->grab().save(path, "PNG"))
        fail(tr("Could not write the screenshot to %1.").arg(path));
}

void ScreenshotTour::sendAndThen(std::function<void()> next)
{
    auto connection = std::make_shared<QMetaObject::Connection>();
    *connection = connect(m_window, &MainWindow::exchangeShown, this, [this, connection, next] {
        disconnect(*connection);
        QTimer::singleShot(kSettleMs, this, next);
    });
    m_window->send();
}

void ScreenshotTour::step()
{
    EndpointView *view = m_window->currentView();
    if (!view) {
        fail(tr("No endpoint is open."));
        return;
    }
    switch (m_step++) {
    case 0:
        // The registry: grouped methods, badges and the documentation of one method.
        m_window->selectMethod(QStringLiteral("notes.create"));
        QTimer::singleShot(kSettleMs, this, [this] {
            grab(QStringLiteral("registry"));
            step();
        });
        return;
    case 1:
        // The composer: a form from the schema, in step with the JSON, and its answer.
        sendAndThen([this] {
            grab(QStringLiteral("composer"));
            step();
        });
        return;
    case 2: {
        // A batch: three requests and a notification, paired by id in the inspector.
        BatchBuilder *batch = view->batchBuilder();
        batch->clear();
        for (const QString &name : {QStringLiteral("math.add"), QStringLiteral("text.upper"),
                                    QStringLiteral("notes.list"), QStringLiteral("demo.echo")}) {
            if (const MethodInfo *method = view->session()->registry().find(name))
                batch->addMethod(*method);
        }
        batch->model()->setNotification(batch->model()->count() - 1, true);
        view->showBatch();
        sendAndThen([this] {
            grab(QStringLiteral("batch"));
            step();
        });
        return;
    }
    case 3: {
        // A decoded error: an application error with its code from error.data.
        view->addRequestTab();
        m_window->selectMethod(QStringLiteral("demo.appError"));
        sendAndThen([this] {
            grab(QStringLiteral("error"));
            QCoreApplication::quit();
        });
        return;
    }
    default:
        return;
    }
}

} // namespace RpcScope
