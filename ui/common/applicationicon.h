#pragma once

#include <QIcon>

namespace RpcScope {

/// The program's own icon (resources/icons/rpcscope-<size>.png, 16 to 256 pixels). The
/// renditions are decoded only when a size is asked for, and as PNG by name: QIcon::addFile
/// would ask QImageReader for each file's format, which loads every image plugin there is
/// (GIF, ICO, JPEG, SVG) at start-up.
QIcon applicationIcon();

} // namespace RpcScope
