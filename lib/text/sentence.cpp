#include "lib/text/sentence.h"

namespace RpcScope::Sentence {

QString withoutFullStop(QString text)
{
    while (text.endsWith(u'.'))
        text.chop(1);
    return text;
}

} // namespace RpcScope::Sentence
