#include "lib/auth/oauthgrant.h"

namespace RpcScope {

QString ClientIdentity::originName(Origin origin)
{
    switch (origin) {
    case Origin::PreRegistered: return QStringLiteral("pre-registered");
    case Origin::MetadataDocument: return QStringLiteral("metadata-document");
    case Origin::Registered: return QStringLiteral("registered");
    }
    return {};
}

} // namespace RpcScope
