#pragma once

#include <QTranslator>

namespace TestSupport {

/// The program in German for as long as it lives, as rpcscope does for LANGUAGE=de: Qt's own
/// strings, RpcScope's (":/i18n", linked from rpcscope_translations) and the German number
/// format; everything back to English and the C locale after.
class GermanTranslation
{
public:
    GermanTranslation();
    ~GermanTranslation();
    GermanTranslation(const GermanTranslation &) = delete;
    GermanTranslation &operator=(const GermanTranslation &) = delete;

    /// Both catalogues were found and installed.
    bool isLoaded() const { return m_loaded; }

private:
    QTranslator m_qt;
    QTranslator m_own;
    bool m_loaded = false;
};

} // namespace TestSupport
