import { CopyOutlined, SettingOutlined } from '@ant-design/icons';
import { Alert, Button, Divider, Drawer, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayoutSettings } from '../../providers/layoutSettings';
import { LayoutSettingsControls } from './LayoutSettingsControls';

export interface SettingDrawerProps {
  /** The settings shown (controlled). */
  value: LayoutSettings;
  /** Called with the whole new settings on every change. */
  onChange: (value: LayoutSettings) => void;
  /** The drawer is open (controlled); without it the drawer keeps its own state. */
  open?: boolean;
  /** Whether the drawer starts open when uncontrolled; false by default. */
  defaultOpen?: boolean;
  /** Called when the drawer opens (the 设置 handle) or closes. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * The layout setting drawer (spec 001 §2, 000 §9), rendered by the app in development only:
 * a handle at the right edge opens it; 拷贝设置 copies the settings as JSON (复制完毕 / 复制失败, 001 §8).
 */
export function SettingDrawer({
  value,
  onChange,
  open,
  defaultOpen = false,
  onOpenChange,
}: SettingDrawerProps) {
  const { t } = useTranslation('ui');
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const [messageApi, messageHolder] = message.useMessage();
  const isOpen = open ?? innerOpen;
  const setOpen = (next: boolean) => {
    setInnerOpen(next);
    onOpenChange?.(next);
  };

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('The clipboard is not available here.');
      await navigator.clipboard.writeText(JSON.stringify(value, null, 2));
      void messageApi.success(t('layout.settings.copied'));
    } catch {
      void messageApi.error(t('layout.settings.copyFailed'));
    }
  };

  return (
    <>
      {messageHolder}
      {!isOpen && (
        <Button
          type="primary"
          aria-label={t('layout.settings.open')}
          icon={<SettingOutlined aria-hidden />}
          onClick={() => setOpen(true)}
          style={{
            position: 'fixed',
            top: 240,
            right: 0,
            zIndex: 999,
            width: 48,
            height: 48,
            borderRadius: '6px 0 0 6px',
          }}
        />
      )}
      <Drawer title={t('layout.settings.title')} open={isOpen} onClose={() => setOpen(false)} size={320}>
        <Alert type="warning" showIcon title={t('layout.settings.devOnly')} style={{ marginBottom: 24 }} />
        <LayoutSettingsControls value={value} onChange={onChange} />
        <Divider />
        <Button block icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
          {t('layout.settings.copy')}
        </Button>
      </Drawer>
    </>
  );
}
