#pragma once

#include <QJsonObject>
#include <QPlainTextEdit>

namespace Reeve {

/**
 * Edits attributes as "key=value" lines (see AttributeText), lists and objects as JSON.
 * What setAttributes() showed and the user left alone comes back exactly as it was.
 * Tab moves focus on.
 */
class AttributesEdit : public QPlainTextEdit
{
    Q_OBJECT
public:
    explicit AttributesEdit(QWidget *parent = nullptr);

    void setAttributes(const QJsonObject &attributes);
    /// The typed attributes; throws Failure::badInput naming a malformed line or invalid JSON.
    QJsonObject attributes() const;

    QSize sizeHint() const override;

private:
    QJsonObject m_original; ///< what setAttributes() showed
};

} // namespace Reeve
