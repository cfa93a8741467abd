import { Button, Form } from 'antd';
import type { ReactNode } from 'react';
import type { EnterpriseFormValues } from '../enterpriseFormModel';

export interface FormFrameProps {
  /** The form's first values. */
  initialValues: EnterpriseFormValues;
  /** Called with every value of the store when the form validates. */
  onFinish?: (values: EnterpriseFormValues) => void;
  /** The sections under test. */
  children: ReactNode;
}

/**
 * The antd form a presentational section lives in, for stories: the sections render Form.Items and
 * read the form through `Form.useFormInstance`, as they do inside the connected tab.
 */
export function FormFrame({ initialValues, onFinish, children }: FormFrameProps) {
  const [form] = Form.useForm<EnterpriseFormValues>();
  return (
    <Form
      form={form}
      name="story"
      layout="vertical"
      initialValues={initialValues}
      onFinish={() => onFinish?.(form.getFieldsValue(true))}
    >
      {children}
      <Button type="primary" htmlType="submit">
        提交
      </Button>
    </Form>
  );
}
