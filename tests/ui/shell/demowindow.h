#pragma once

// A main window on the in-process demo server, discovered and ready, for the tests of the
// window's behaviour (tst_requesttabs, tst_keyboard). Header-only: each test program makes
// one in its initTestCase() and opens a fresh window per test function.

#include "ui/shell/mainwindow.h"

#include "lib/demo/demohttpserver.h"
#include "ui/workspace/endpointsession.h"
#include "ui/workspace/endpointview.h"
#include "ui/workspace/requestpage.h"

#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

class DemoWindow
{
public:
    static constexpr int WaitMs = 8000;

    /// Test mode, no settings of earlier runs, the demo server listening.
    bool start()
    {
        qRegisterMetaType<RpcScope::EndpointSession *>();
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        m_server = std::make_unique<RpcScope::DemoHttpServer>();
        return m_server->listen(0);
    }

    /// A new window of \a size on the demo's JSON-RPC endpoint; true once it is discovered.
    bool open(QSize size = {1366, 740})
    {
        m_dir = std::make_unique<QTemporaryDir>();
        m_window = std::make_unique<RpcScope::MainWindow>(m_dir->filePath(QStringLiteral("workspace.json")));
        m_window->resize(size);
        m_window->show();
        if (!QTest::qWaitForWindowExposed(m_window.get()))
            return false;
        QSignalSpy discovered(m_window.get(), &RpcScope::MainWindow::discoveryFinished);
        m_window->openEndpoint(m_server->rpcUrl().toString());
        return discovered.wait(WaitMs);
    }

    /// The window goes, and the settings it wrote with it.
    void close()
    {
        m_window.reset();
        QSettings().clear();
    }

    RpcScope::MainWindow *window() const { return m_window.get(); }
    RpcScope::DemoHttpServer *server() const { return m_server.get(); }
    RpcScope::EndpointView *view() const { return m_window->currentView(); }
    /// The request tab in front.
    RpcScope::RequestPage *page() const { return view()->pageAt(view()->composerTabs()->currentIndex()); }

private:
    std::unique_ptr<RpcScope::DemoHttpServer> m_server;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<RpcScope::MainWindow> m_window;
};
