import { greetingPeriod } from '@onsite/domain';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface GreetingProps {
  /** The hour of the day, 0–23, that decides the greeting (D8); defaults to the current hour. */
  hour?: number;
  /** The person greeted; without it only the greeting shows. */
  name?: string;
  /** Heading level of the text; defaults to 4. */
  level?: 1 | 2 | 3 | 4 | 5;
}

/** The greeting of the welcome page: 早上好 … 晚上好 by the hour (spec 000 §9, D8). */
export function Greeting({ hour, name, level = 4 }: GreetingProps) {
  const { t } = useTranslation('ui');
  const greeting = t(`greeting.${greetingPeriod(hour ?? new Date().getHours())}`);
  return (
    <Typography.Title level={level} style={{ margin: 0 }}>
      {name ? t('greeting.withName', { greeting, name }) : greeting}
    </Typography.Title>
  );
}
