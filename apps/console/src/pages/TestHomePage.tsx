import { BlankLayout } from '@onsite/ui';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** /test/home (spec 000 §2.1): a fixed page outside the menu, in the blank layout. */
export default function TestHomePage() {
  const { t } = useTranslation('console');
  return (
    <BlankLayout>
      <Result status="info" title={t('testHome.title')} subTitle={t('testHome.text')} />
    </BlankLayout>
  );
}
