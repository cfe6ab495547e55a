#include "failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

Failure::Failure(Kind kind, QString message, QJsonObject detail)
    : m_kind(kind)
    , m_message(std::move(message))
    , m_detail(std::move(detail))
    , m_utf8(m_message.toUtf8())
{
}

Failure Failure::badInput(const QString &message, const QJsonObject &detail)
{
    return Failure(Kind::BadInput, message, detail);
}

Failure Failure::internal(const QString &message)
{
    return Failure(Kind::Internal, message);
}

Failure Failure::missingFigure(const QString &table, const QString &cell, const QString &message)
{
    return Failure(Kind::MissingFigure, message,
                   QJsonObject{{u"kind"_s, u"missing-figure"_s}, {u"table"_s, table}, {u"cell"_s, cell}});
}

Failure Failure::verification(const QString &message, const QJsonObject &detail)
{
    return Failure(Kind::Verification, message, detail);
}

} // namespace Reeve
