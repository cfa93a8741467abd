import { CheckOutlined } from '@ant-design/icons';
import { Radio, Switch, Tooltip, Typography } from 'antd';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIMARY_COLOR_PRESETS } from '../../providers/layoutSettings';

const ROW_STYLE = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  padding: '8px 0',
} as const;

/** A titled part of the drawer. */
export function SettingSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginBottom: 24 }}>
      <Typography.Title level={2} style={{ fontSize: 14, margin: '0 0 12px' }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

export interface SettingSwitchProps {
  /** The text before the switch, which names it. */
  label: string;
  /** On or off. */
  checked: boolean;
  /** Called with the new state. */
  onChange: (checked: boolean) => void;
  /** The setting does not apply now (e.g. auto-hide without a fixed header); false by default. */
  disabled?: boolean;
}

/** A setting that is on or off. */
export function SettingSwitch({ label, checked, onChange, disabled = false }: SettingSwitchProps) {
  const id = useId();
  return (
    <div style={ROW_STYLE}>
      <span id={id}>{label}</span>
      <Switch size="small" checked={checked} disabled={disabled} onChange={onChange} aria-labelledby={id} />
    </div>
  );
}

export interface SettingChoiceProps<T extends string> {
  /** The text that names the choice. */
  label: string;
  /** The options, each with its text. */
  options: readonly { value: T; label: string }[];
  /** The option chosen. */
  value: T;
  /** Called with the option chosen. */
  onChange: (value: T) => void;
}

/** A setting with a few named options (radio buttons). */
export function SettingChoice<T extends string>({ label, options, value, onChange }: SettingChoiceProps<T>) {
  const id = useId();
  return (
    <div style={{ ...ROW_STYLE, flexWrap: 'wrap' }}>
      <span id={id}>{label}</span>
      <Radio.Group
        aria-labelledby={id}
        name={`${id}-options`}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        options={options.map((option) => ({ value: option.value, label: option.label }))}
      />
    </div>
  );
}

export interface ColorSwatchesProps {
  /** The colour chosen, #RRGGBB. */
  value: string;
  /** Called with the colour chosen. */
  onChange: (color: string) => void;
}

/** The theme colour presets as toggle buttons named by colour. */
export function ColorSwatches({ value, onChange }: ColorSwatchesProps) {
  const { t } = useTranslation('ui');
  return (
    <fieldset style={{ border: 'none', margin: 0, padding: '8px 0', minWidth: 0 }}>
      <legend style={{ padding: 0, marginBottom: 8, fontSize: 'inherit', color: 'inherit' }}>
        {t('layout.settings.primaryColor')}
      </legend>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {PRIMARY_COLOR_PRESETS.map(({ key, color }) => {
          const name = t(`layout.settings.colors.${key}`);
          const selected = color.toUpperCase() === value.toUpperCase();
          return (
            <Tooltip key={key} title={name}>
              <button
                type="button"
                aria-label={name}
                aria-pressed={selected}
                onClick={() => onChange(color)}
                style={{
                  width: 24,
                  height: 24,
                  padding: 0,
                  border: 'none',
                  borderRadius: 4,
                  background: color,
                  color: '#FFFFFF',
                  cursor: 'pointer',
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                }}
              >
                {selected && <CheckOutlined aria-hidden />}
              </button>
            </Tooltip>
          );
        })}
      </div>
    </fieldset>
  );
}
