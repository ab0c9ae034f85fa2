#pragma once

#include "lib/session/sessionentry.h"

namespace RpcScope {

struct AuthStep;

/// A step of an authorization flow as a session file's `auth` line (docs/session-format.md):
/// its HTTP exchange as it was, with every OAuth secret (codes, verifiers, tokens, client
/// secrets, assertions) already a `{{redacted:NAME}}` placeholder in the bodies, the URLs and
/// a redirect's Location. The recorder's own redaction (headers, known values) follows.
namespace AuthStepEntry {

SessionEntry of(const QString &endpoint, const AuthStep &step);

} // namespace AuthStepEntry

} // namespace RpcScope
