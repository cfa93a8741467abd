import { Greeting } from '@onsite/ui';
import { Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../stores/sessionStore';

/** The welcome page (D9): the greeting of the hour (D8) with the user's name. */
export default function WelcomeScreen() {
  const { t } = useTranslation('console');
  const user = useSessionStore((state) => state.user);
  const details = [user?.roleName, user?.deptName].filter(Boolean);
  return (
    <Card>
      <Space orientation="vertical" size="middle">
        <Greeting name={user?.userName ?? ''} level={3} />
        {details.length === 2 && (
          // The role's and the department's names are data (issue 16 item 6): the line is only them.
          <Typography.Text type="secondary">
            <span translate="no">{t('screens.welcomeRole', { role: details[0], dept: details[1] })}</span>
          </Typography.Text>
        )}
        <Typography.Paragraph style={{ margin: 0 }}>
          {t('screens.welcomeIntro', { product: t('app.title') })}
        </Typography.Paragraph>
      </Space>
    </Card>
  );
}
