import {
  AGREEMENT_CONTENT_MAX,
  AGREEMENT_TITLE_MAX,
  type AgreementStatus,
  BUTTON_CODES,
  type ServiceAgreement,
} from '@onsite/domain';
import {
  dateTimeColumn,
  definedOnly,
  type FilterField,
  FormModal,
  formatDateTime,
  ListScreen,
  numberFilter,
  pageQueryOf,
  useAppFeedback,
  useCan,
  useOnsiteClient,
} from '@onsite/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, Checkbox, Flex, Form, Input, Skeleton, Typography } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useApiErrorMessage } from '../../../api/useApiErrorMessage';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { EnterpriseSelect } from '../../enterprises/EnterpriseSelect';
import { useUrlFilters } from '../../list/useUrlFilters';
import { useFinanceAccess } from '../financeAccess';
import { financeTexts } from '../texts';

const agreementKeys = {
  all: ['agreement'] as const,
  current: ['agreement', 'current'] as const,
  list: ['agreement', 'list'] as const,
};
const STATES = ['current', 'outdated', 'never'] as const;
type StatusState = (typeof STATES)[number];
const stateFilter = (value: string | undefined) => STATES.find((state) => state === value);
const stateOf = (row: AgreementStatus): StatusState =>
  row.acceptedVersion === null ? 'never' : row.current ? 'current' : 'outdated';
const STATE_BADGE = { current: 'success', outdated: 'warning', never: 'default' } as const;

/** The agreement as published: title, version, who and when, the text as written. */
function AgreementCard({
  agreement,
  extra,
  children,
}: {
  agreement: ServiceAgreement;
  extra?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useAreaTexts(financeTexts);
  return (
    <Card
      title={`${agreement.title} · ${t('agreement.version', { version: agreement.version })}`}
      extra={extra}
    >
      <Typography.Paragraph type="secondary">
        {t('agreement.published', { name: agreement.publishBy, time: formatDateTime(agreement.publishTime) })}
      </Typography.Paragraph>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', maxHeight: 360, overflow: 'auto' }} tabIndex={0}>
        {agreement.content}
      </Typography.Paragraph>
      {children}
    </Card>
  );
}

/**
 * 协议确认 (catalogue key `agreementConfirm`, wallet group, D55): the service agreement, a stored document
 * published in versions. An enterprise user reads the current version and accepts it (我已阅读并同意, then
 * 确认协议; recorded with the user and the time); a newer version asks again. Staff read it, see every
 * enterprise with the version it accepted last (state and enterprise in the URL), and publish a new
 * version (`finance:agreement:publish`).
 */
export default function AgreementConfirmScreen() {
  const { t } = useAreaTexts(financeTexts);
  const client = useOnsiteClient();
  const can = useCan();
  const { message } = useAppFeedback();
  const showError = useApiErrorMessage();
  const queryClient = useQueryClient();
  const { enterpriseId } = useFinanceAccess();
  const staff = enterpriseId === null;
  const [agreed, setAgreed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const current = useQuery({
    queryKey: agreementKeys.current,
    queryFn: ({ signal }) => client.finance.agreement.current({}, { signal }),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: agreementKeys.all });

  const confirm = async (version: number) => {
    setConfirming(true);
    try {
      await client.finance.agreement.confirm({ version });
      void message.success(t('agreement.confirmed'));
      setAgreed(false);
      refresh();
    } catch (error) {
      showError(error);
      refresh();
    } finally {
      setConfirming(false);
    }
  };

  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: 'select',
        name: 'state',
        label: t('agreement.state'),
        options: STATES.map((state) => ({ value: state, label: t(`agreement.states.${state}`) })),
      },
      {
        kind: 'custom',
        name: 'enterpriseId',
        label: t('enterprise'),
        input: <EnterpriseSelect placeholder={t('chooseEnterprise')} />,
      },
    ],
    [t],
  );
  const [filters, setFilters] = useUrlFilters(fields);

  if (current.isPending) return <Skeleton active />;
  if (current.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('agreement.loadFailed')}
        action={
          <Button size="small" onClick={() => void current.refetch()}>
            {t('agreement.retry')}
          </Button>
        }
      />
    );
  const { agreement, accepted, lastAcceptedVersion } = current.data;
  const publishButton =
    staff && can(BUTTON_CODES.agreementPublish) ? (
      <Button type="primary" onClick={() => setPublishing(true)}>
        {t('agreement.publish')}
      </Button>
    ) : null;

  return (
    <Flex vertical gap={16}>
      {agreement === null ? (
        <Alert type="warning" showIcon title={t('agreement.none')} action={publishButton} />
      ) : staff ? (
        <AgreementCard agreement={agreement} extra={publishButton} />
      ) : (
        <AgreementCard agreement={agreement}>
          {accepted ? (
            <Alert
              type="success"
              showIcon
              title={t('agreement.acceptedAlert', {
                time: formatDateTime(accepted.acceptTime),
                name: accepted.acceptBy,
              })}
            />
          ) : (
            <Flex vertical gap={12}>
              <Alert
                type="warning"
                showIcon
                title={
                  lastAcceptedVersion === null
                    ? t('agreement.askFirst')
                    : t('agreement.askAgain', { version: agreement.version, previous: lastAcceptedVersion })
                }
              />
              <Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)}>
                {t('agreement.agree')}
              </Checkbox>
              {can(BUTTON_CODES.agreementConfirm) && (
                <Button
                  type="primary"
                  disabled={!agreed}
                  loading={confirming}
                  onClick={() => void confirm(agreement.version)}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('agreement.confirm')}
                </Button>
              )}
            </Flex>
          )}
        </AgreementCard>
      )}
      {staff && (
        <ListScreen<AgreementStatus>
          label={t('agreement.table')}
          queryKey={agreementKeys.list}
          fields={fields}
          filters={filters}
          onFiltersChange={setFilters}
          rowKey="enterpriseId"
          columns={[
            { title: t('enterprise'), dataIndex: 'enterpriseName', key: 'enterpriseName' },
            {
              title: t('agreement.state'),
              key: 'state',
              render: (_value: unknown, row: AgreementStatus) => (
                <Badge status={STATE_BADGE[stateOf(row)]} text={t(`agreement.states.${stateOf(row)}`)} />
              ),
            },
            {
              title: t('agreement.acceptedVersion'),
              dataIndex: 'acceptedVersion',
              key: 'acceptedVersion',
              render: (version: number | null) =>
                version === null ? '—' : t('agreement.version', { version }),
            },
            { title: t('agreement.acceptBy'), dataIndex: 'acceptBy', key: 'acceptBy' },
            dateTimeColumn<AgreementStatus>(t('agreement.acceptTime'), 'acceptTime'),
          ]}
          fetchPage={(applied, request, signal) =>
            client.finance.agreement.list(
              {
                ...pageQueryOf(request),
                ...definedOnly({
                  state: stateFilter(applied.state),
                  enterpriseId: numberFilter(applied.enterpriseId),
                }),
              },
              { signal },
            )
          }
        />
      )}
      <FormModal<{ title: string; content: string }>
        open={publishing}
        title={t('agreement.publishTitle')}
        name="publishAgreement"
        initialValues={agreement ? { title: agreement.title, content: agreement.content } : undefined}
        onSubmit={({ title, content }) =>
          client.finance.agreement.publish({ title: title.trim(), content: content.trim() })
        }
        successText={t('agreement.publishedOk')}
        onSaved={() => {
          refresh();
          setPublishing(false);
        }}
        onCancel={() => setPublishing(false)}
        modalProps={{ destroyOnHidden: true, width: 720 }}
      >
        <Typography.Paragraph type="secondary">{t('agreement.publishHint')}</Typography.Paragraph>
        <Form.Item
          name="title"
          label={t('agreement.titleLabel')}
          rules={[{ required: true, whitespace: true, message: t('agreement.titleRequired') }]}
        >
          <Input maxLength={AGREEMENT_TITLE_MAX} />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('agreement.contentLabel')}
          rules={[{ required: true, whitespace: true, message: t('agreement.contentRequired') }]}
        >
          <Input.TextArea rows={12} maxLength={AGREEMENT_CONTENT_MAX} />
        </Form.Item>
      </FormModal>
    </Flex>
  );
}
