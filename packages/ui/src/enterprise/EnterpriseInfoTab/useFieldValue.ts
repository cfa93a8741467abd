import { Form } from 'antd';

/**
 * The current value of a field of the surrounding form. `Form.useWatch` answers undefined on the
 * first render; the store already holds the initial values then, so they are read directly.
 */
export function useFieldValue<T>(name: string): T | undefined {
  const form = Form.useFormInstance();
  const watched = Form.useWatch<T>(name, form);
  return watched === undefined ? (form.getFieldValue(name) as T | undefined) : watched;
}
