import { serverMessageOf, useAppFeedback } from '@onsite/ui';
import type { FormInstance } from 'antd';
import { useState } from 'react';

/**
 * The OK of a create / edit dialog: validate (bad input changes nothing), save, say so, then let the
 * caller close and refresh; a refusal shows the server's message and keeps the dialog open.
 */
export function useFormSubmit<Values>(
  form: FormInstance<Values>,
  save: (values: Values) => Promise<unknown>,
  { successText, systemError, onSaved }: { successText: string; systemError: string; onSaved: () => void },
) {
  const { message } = useAppFeedback();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values === null) return;
    setSaving(true);
    try {
      await save(values);
    } catch (error) {
      void message.error(serverMessageOf(error) ?? systemError);
      return;
    } finally {
      setSaving(false);
    }
    void message.success(successText);
    onSaved();
  };
  return { submit, saving };
}
