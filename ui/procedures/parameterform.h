#pragma once

#include <QJsonObject>
#include <QList>
#include <QWidget>

#include "procedures/parameterspec.h"

class QFormLayout;

namespace Reeve {

/**
 * The input form of a procedure, generated from its parameter schema: a spin
 * box for integers (with the schema's range), a check box for booleans, a combo
 * box for choices, a line for text and integer lists; each field's help is its
 * tooltip. Emits edited() whenever a value changes.
 */
class ParameterForm : public QWidget
{
    Q_OBJECT
public:
    explicit ParameterForm(QWidget *parent = nullptr);

    void setParameters(const QList<ParameterSpec> &parameters);
    const QList<ParameterSpec> &parameters() const { return m_specs; }
    /// The values entered, typed; empty optional fields are left out (their defaults apply).
    /// Throws Failure::badInput when a field cannot be read.
    QJsonObject values() const;
    /// Sets one field from a typed value (as in JSON); false when there is no such field.
    bool setValue(const QString &name, const QJsonValue &value);
    QWidget *editor(const QString &name) const;

signals:
    void edited();

private:
    QWidget *createEditor(const ParameterSpec &spec);
    QJsonValue valueOf(const ParameterSpec &spec, QWidget *editor, bool *given) const;

    QFormLayout *m_layout;
    QList<ParameterSpec> m_specs;
    QList<QWidget *> m_editors;
};

} // namespace Reeve
