#pragma once

#include <QJsonObject>
#include <QPlainTextEdit>

namespace Reeve {

/** Edits attributes as "key=value" lines (see AttributeText). Tab moves focus on. */
class AttributesEdit : public QPlainTextEdit
{
    Q_OBJECT
public:
    explicit AttributesEdit(QWidget *parent = nullptr);

    void setAttributes(const QJsonObject &attributes);
    /// The typed attributes; throws Failure::badInput naming a malformed line.
    QJsonObject attributes() const;

    QSize sizeHint() const override;
};

} // namespace Reeve
