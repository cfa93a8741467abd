import type { RouteNode } from '@onsite/domain';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A menu title in the current language (D1): the server's menuName is the zh-CN title; the other
 * languages show the console catalogue's translation of the menu key, else the server's name.
 */
export function useMenuTitle(): (key: string, serverTitle: string) => string {
  const { t, i18n } = useTranslation('console');
  const language = i18n.language;
  return useCallback(
    (key: string, serverTitle: string) =>
      language === 'zh-CN' && serverTitle !== ''
        ? serverTitle
        : t(`menu.${key}`, { defaultValue: serverTitle || key }),
    [t, language],
  );
}

/** The route tree with its titles in the current language. */
export function useLocalizedRoutes(routes: readonly RouteNode[]): RouteNode[] {
  const title = useMenuTitle();
  return useMemo(() => {
    const localize = (nodes: readonly RouteNode[]): RouteNode[] =>
      nodes.map((node) => ({
        ...node,
        title: title(node.key, node.title),
        children: localize(node.children),
      }));
    return localize(routes);
  }, [routes, title]);
}
