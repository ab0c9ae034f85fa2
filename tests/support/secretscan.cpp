#include "support/secretscan.h"

#include <QDirIterator>
#include <QFile>

QStringList filesHoldingSecrets(const QString &folder, const QList<QByteArray> &secrets)
{
    QStringList holding;
    QDirIterator files(folder, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (files.hasNext()) {
        QFile file(files.next());
        if (!file.open(QIODevice::ReadOnly)) {
            holding.append(file.fileName() + QStringLiteral(": unreadable"));
            continue;
        }
        const QByteArray bytes = file.readAll();
        for (const QByteArray &secret : secrets) {
            if (bytes.contains(secret))
                holding.append(file.fileName() + QStringLiteral(": ") + QString::fromUtf8(secret));
        }
    }
    return holding;
}
