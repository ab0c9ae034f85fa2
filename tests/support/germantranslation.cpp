#include "support/germantranslation.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>

namespace TestSupport {

GermanTranslation::GermanTranslation()
{
    m_loaded = m_qt.load(QLocale(QLocale::German), QStringLiteral("qtbase"), QStringLiteral("_"),
                         QLibraryInfo::path(QLibraryInfo::TranslationsPath))
               && m_own.load(QStringLiteral("rpcscope_de"), QStringLiteral(":/i18n"));
    QCoreApplication::installTranslator(&m_qt);
    QCoreApplication::installTranslator(&m_own);
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
}

GermanTranslation::~GermanTranslation()
{
    QLocale::setDefault(QLocale::c());
    QCoreApplication::removeTranslator(&m_own);
    QCoreApplication::removeTranslator(&m_qt);
}

} // namespace TestSupport
