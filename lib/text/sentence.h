#pragma once

#include <QString>

namespace RpcScope::Sentence {

/// \a text without the full stops it ends in. Qt's and OpenSSL's descriptions come with or
/// without one; ours are put into sentences that end in one of their own.
QString withoutFullStop(QString text);

} // namespace RpcScope::Sentence
