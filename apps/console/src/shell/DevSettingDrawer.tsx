import { SettingDrawer } from '@onsite/ui';
import { useLayoutStore } from '../stores/layoutStore';

/** The layout setting drawer; the shell loads it in development only (spec 001 §2). */
export default function DevSettingDrawer() {
  const settings = useLayoutStore((state) => state.settings);
  const update = useLayoutStore((state) => state.update);
  return <SettingDrawer value={settings} onChange={update} />;
}
