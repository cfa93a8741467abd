import { useMatches } from 'react-router-dom';
import type { ScreenData } from '../router/loaders';
import { useMenuTitle } from './useMenuTitle';

function isScreenData(value: unknown): value is ScreenData {
  return typeof value === 'object' && value !== null && typeof (value as ScreenData).key === 'string';
}

/** The screen on display (the deepest route with screen data): its key, its server title and its title now. */
export function useCurrentScreen(): { key: string; serverTitle: string; title: string } | null {
  const menuTitle = useMenuTitle();
  const match = useMatches()
    .map((item) => item.loaderData)
    .filter(isScreenData)
    .at(-1);
  if (!match) return null;
  return { key: match.key, serverTitle: match.title, title: menuTitle(match.key, match.title) };
}
