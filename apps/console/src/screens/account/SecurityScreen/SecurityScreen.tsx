import { UNAUTHORIZED_RELOAD_DELAY_MS } from '@onsite/domain';
import { ChangePasswordModal } from '@onsite/ui';
import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { logout } from '../../../session/logout';
import { accountTexts } from '../texts';

export interface SecurityScreenProps {
  /** After 密码修改成功 (spec 000 §4.1): the session ends and the page reloads; injectable for stories. */
  onPasswordChanged?: () => void;
}

/** Spec 000 §4.1: the session ends at once; the reload waits so 密码修改成功 can be read. */
async function endSessionAndReload() {
  await logout();
  setTimeout(() => window.location.reload(), UNAUTHORIZED_RELOAD_DELAY_MS);
}

/** 安全设置 (catalogue key `security`): change the own password with the rules of spec 000 §5. */
export default function SecurityScreen({ onPasswordChanged }: SecurityScreenProps) {
  const { t } = useAreaTexts(accountTexts);
  const [open, setOpen] = useState(false);
  return (
    <Card title={t('security.title')}>
      <Flex justify="space-between" align="center" gap={16} wrap>
        <div>
          <Typography.Text strong>{t('security.password')}</Typography.Text>
          <br />
          <Typography.Text>{t('security.passwordHint')}</Typography.Text>
        </div>
        <Button onClick={() => setOpen(true)}>{t('security.change')}</Button>
      </Flex>
      <ChangePasswordModal
        open={open}
        onCancel={() => setOpen(false)}
        onPasswordChanged={() => {
          setOpen(false);
          if (onPasswordChanged) onPasswordChanged();
          else void endSessionAndReload();
        }}
      />
    </Card>
  );
}
