import { LanguageSwitch, LoginLayout } from '@onsite/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { brandOf } from '../../config/brands';
import { currentHostConfig } from '../../config/hosts';

/** The frame of every /user page: the login layout and brand of the page's host (D10). */
export default function UserLayout() {
  const { t } = useTranslation('console');
  const host = useMemo(currentHostConfig, []);
  return (
    <LoginLayout variant={host.layout} brand={brandOf(host.brand, t)} languageSwitch={<LanguageSwitch />}>
      <Outlet />
    </LoginLayout>
  );
}
