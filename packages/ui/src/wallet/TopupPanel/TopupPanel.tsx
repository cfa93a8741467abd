import { Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TopupWizardBody, type TopupWizardProps } from '../TopupWizard/TopupWizard';

export interface TopupPanelProps {
  /** The enterprise whose wallet is topped up. */
  enterpriseId: number;
  /** Called when a top-up is done and its 完成 button pressed; the panel then starts a new top-up. */
  onDone?: () => void;
  /** Shows the payment page; by default in a new window (see TopupWizard). */
  openPaymentPage?: TopupWizardProps['openPaymentPage'];
}

/**
 * The top-up wizard (spec 000 §4.3) on a page rather than in a dialog: the same three steps and
 * calls as the header's TopupWizard, in a card. Done starts over with a fresh wizard.
 */
export function TopupPanel({ enterpriseId, onDone, openPaymentPage }: TopupPanelProps) {
  const { t } = useTranslation('ui');
  const [round, setRound] = useState(0);
  return (
    <Card title={t('header.wallet.topup.title')}>
      <TopupWizardBody
        key={`${enterpriseId}-${round}`}
        enterpriseId={enterpriseId}
        onClose={() => {
          setRound((current) => current + 1);
          onDone?.();
        }}
        {...(openPaymentPage ? { openPaymentPage } : {})}
      />
    </Card>
  );
}
