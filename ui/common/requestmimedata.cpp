#include "ui/common/requestmimedata.h"

#include <QDataStream>
#include <QIODevice>
#include <QMimeData>

namespace RpcScope {

namespace {
constexpr quint8 kVersion = 1;
}

const QString RequestMimeData::kMimeType = QStringLiteral("application/x-rpcscope-request");

QMimeData *RequestMimeData::create(const Request &request)
{
    QByteArray payload;
    QDataStream out(&payload, QIODevice::WriteOnly);
    out << kVersion << request.endpoint << request.bytes << request.title << request.mcp;
    auto *data = new QMimeData;
    data->setData(kMimeType, payload);
    data->setText(QString::fromUtf8(request.bytes));
    return data;
}

bool RequestMimeData::has(const QMimeData *data)
{
    return data && data->hasFormat(kMimeType);
}

bool RequestMimeData::read(const QMimeData *data, Request *request)
{
    if (!has(data))
        return false;
    QDataStream in(data->data(kMimeType));
    quint8 version = 0;
    in >> version;
    if (version != kVersion)
        return false;
    Request read;
    in >> read.endpoint >> read.bytes >> read.title;
    if (in.status() != QDataStream::Ok)
        return false;
    if (!in.atEnd())
        in >> read.mcp;   // added later in version 1: absent, a plain request
    *request = read;
    return true;
}

} // namespace RpcScope
