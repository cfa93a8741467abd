import { Form, type FormInstance, Modal, type ModalProps } from 'antd';
import { type ReactNode, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../providers/feedback';
import { serverMessageOf } from '../../providers/query/serverMessage';

/** What a form of those values may be filled with (any subset of its fields). */
export type FormModalInitialValues<Values> = Parameters<FormInstance<Values>['setFieldsValue']>[0];

/** The dialog's own props a caller may still set (size, OK text, danger, mask, rendering). */
export type FormModalDialogProps = Omit<
  ModalProps,
  'open' | 'title' | 'onOk' | 'onCancel' | 'confirmLoading' | 'children' | 'footer'
>;

export interface FormModalProps<Values, Result = unknown> {
  open: boolean;
  title: ReactNode;
  /** The form's name: its fields' ids (and so their labels) are prefixed with it. */
  name: string;
  /**
   * The values the form shows each time the dialog opens, over emptied fields (defaults and, when
   * editing, the row). Applied again when this object changes while open, so memoize it.
   */
  initialValues?: FormModalInitialValues<Values>;
  /** The caller's form instance, when it watches fields (`Form.useWatch`); one is made otherwise. */
  form?: FormInstance<Values>;
  /** Saves the validated values; the OK button is busy until the promise settles. */
  onSubmit: (values: Values) => Promise<Result>;
  /** Shown once `onSubmit` resolved. */
  successText: string;
  /** After the save: the caller closes the dialog and refreshes what shows the saved data. */
  onSaved: (result: Result) => void;
  /** Cancel, the close button or Esc: the caller closes the dialog. */
  onCancel: () => void;
  /** The dialog's width, OK text or danger, mask, and whether its content renders before / after it is shown. */
  modalProps?: FormModalDialogProps;
  /** The fields (Form.Item) and any text around them. */
  children: ReactNode;
}

/**
 * The create / edit dialog of a list screen (issue 9): the initial values each time it opens; OK
 * validates (bad input shows the fields' messages and sends nothing), saves with the button busy,
 * then shows `successText` and calls `onSaved`; a refusal shows the server's message (or the system
 * error) and keeps the dialog open with what was typed. Once closed, the fields are emptied.
 */
export function FormModal<Values, Result = unknown>({
  open,
  title,
  name,
  initialValues,
  form: givenForm,
  onSubmit,
  successText,
  onSaved,
  onCancel,
  modalProps,
  children,
}: FormModalProps<Values, Result>) {
  const { t } = useTranslation('ui');
  const { message } = useAppFeedback();
  const [form] = Form.useForm<Values>(givenForm);
  const [saving, setSaving] = useState(false);

  // Before the browser paints or a person acts: values arriving late (a tree the form needs) must not
  // overwrite a click made on what was already shown.
  useLayoutEffect(() => {
    if (!open) return;
    form.resetFields();
    if (initialValues) form.setFieldsValue(initialValues);
  }, [open, initialValues, form]);

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values === null) return;
    setSaving(true);
    let result: Result;
    try {
      result = await onSubmit(values);
    } catch (error) {
      void message.error(serverMessageOf(error) ?? t('list.systemError'));
      return;
    } finally {
      setSaving(false);
    }
    void message.success(successText);
    onSaved(result);
  };

  return (
    <Modal
      {...modalProps}
      open={open}
      title={title}
      onOk={() => void save()}
      onCancel={onCancel}
      confirmLoading={saving}
      afterClose={() => {
        // What was typed (a password, say) does not stay in the hidden dialog.
        form.resetFields();
        modalProps?.afterClose?.();
      }}
    >
      <Form<Values> form={form} name={name} layout="vertical">
        {children}
      </Form>
    </Modal>
  );
}
