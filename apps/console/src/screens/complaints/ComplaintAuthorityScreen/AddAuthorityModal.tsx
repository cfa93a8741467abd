import { COMPLAINT_CATEGORIES, type ComplaintCategory } from '@onsite/domain';
import { FormModal, useOnsiteClient } from '@onsite/ui';
import { useQuery } from '@tanstack/react-query';
import { Form, Select, Typography } from 'antd';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { EnterpriseSelect } from '../../orders/OrderFilterSelects';
import { complaintKeys } from '../complaintsModel';
import { complaintTexts } from '../texts';

/** The form's "every" choice (a select cannot hold null). */
const ALL = 'all';
/** Kept one object: a new one each render would reset the form. */
const INITIAL = { category: ALL } as const;

interface Values {
  userId: number;
  enterpriseId?: string;
  category: ComplaintCategory | typeof ALL;
}

export interface AddAuthorityModalProps {
  open: boolean;
  onClose: () => void;
  onAdded: () => void;
}

/** 分配投诉权限 (D57): a staff user, an enterprise (none: every one) and a category (or every one). */
export function AddAuthorityModal({ open, onClose, onAdded }: AddAuthorityModalProps) {
  const { t } = useAreaTexts(complaintTexts);
  const client = useOnsiteClient();
  const handlers = useQuery({
    queryKey: complaintKeys.handlers,
    queryFn: ({ signal }) => client.master.complaintAuthority.handlers({}, { signal }),
    enabled: open,
  });
  const popup = (trigger: HTMLElement) => trigger.parentElement ?? document.body;
  return (
    <FormModal<Values>
      open={open}
      title={t('authority.addTitle')}
      name="addComplaintAuthority"
      initialValues={INITIAL}
      onSubmit={({ userId, enterpriseId, category }) =>
        client.master.complaintAuthority.add({
          userId,
          enterpriseId: enterpriseId === undefined ? null : Number(enterpriseId),
          category: category === ALL ? null : category,
        })
      }
      successText={t('authority.added')}
      onSaved={() => {
        onAdded();
        onClose();
      }}
      onCancel={onClose}
      modalProps={{ destroyOnHidden: true }}
    >
      <Typography.Paragraph type="secondary">{t('authority.hint')}</Typography.Paragraph>
      <Form.Item
        name="userId"
        label={t('authority.user')}
        rules={[{ required: true, message: t('authority.userRequired') }]}
      >
        <Select<number>
          showSearch={{ optionFilterProp: 'label' }}
          loading={handlers.isLoading}
          status={handlers.isError ? 'error' : undefined}
          options={(handlers.data ?? []).map((row) => ({
            value: row.userId,
            label: `${row.userName}（${row.loginName}）`,
          }))}
          getPopupContainer={popup}
        />
      </Form.Item>
      <Form.Item name="enterpriseId" label={t('authority.enterprise')}>
        <EnterpriseSelect placeholder={t('authority.allEnterprises')} getPopupContainer={popup} />
      </Form.Item>
      <Form.Item name="category" label={t('authority.category')}>
        <Select<ComplaintCategory | typeof ALL>
          options={[
            { value: ALL, label: t('authority.allCategories') },
            ...COMPLAINT_CATEGORIES.map((category) => ({
              value: category,
              label: t(`category.${category}`),
            })),
          ]}
          getPopupContainer={popup}
        />
      </Form.Item>
    </FormModal>
  );
}
