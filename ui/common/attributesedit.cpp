#include "attributesedit.h"

#include "common/attributetext.h"

namespace Reeve {

AttributesEdit::AttributesEdit(QWidget *parent)
    : QPlainTextEdit(parent)
{
    setTabChangesFocus(true);
    setPlaceholderText(tr("One per line, e.g.\nattack=3\ndefence=2"));
    setToolTip(tr("One key=value per line. Whole numbers are stored as numbers; a list or an object is "
                  "written as JSON, e.g. elements=[\"3Bd\", \"4Sp\"] or borders={\"Kent\": \"hill\"}."));
}

void AttributesEdit::setAttributes(const QJsonObject &attributes)
{
    m_original = attributes;
    setPlainText(AttributeText::lines(attributes));
}

QJsonObject AttributesEdit::attributes() const
{
    return AttributeText::parse(toPlainText(), m_original);
}

QSize AttributesEdit::sizeHint() const
{
    const QSize base = QPlainTextEdit::sizeHint();
    return {base.width(), fontMetrics().lineSpacing() * 6 + 12};
}

} // namespace Reeve
