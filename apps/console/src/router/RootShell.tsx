import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';

/** The root of every page: keeps the document title, the neutral product name, in the current language. */
export function RootShell() {
  const { t, i18n } = useTranslation('console');
  useEffect(() => {
    document.title = t('app.title');
    document.documentElement.lang = i18n.language;
  }, [t, i18n.language]);
  return <Outlet />;
}
