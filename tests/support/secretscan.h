#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

/// "file: secret" for every file under \a folder (hidden files and subfolders included) that
/// holds one of \a secrets: empty when no secret reached a file. For tests that prove no token
/// or password lands on disk.
QStringList filesHoldingSecrets(const QString &folder, const QList<QByteArray> &secrets);
