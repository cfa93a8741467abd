import { Flex, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../LoadFailure';

export interface SectionStateProps {
  /** The section's name as a person reads it, e.g. 价格信息; it names the loading and error states. */
  name: string;
  /** Whether the section's first answer is still awaited. */
  loading: boolean;
  /** Why the section could not load; null or undefined when it did. */
  error?: unknown;
  /** Asks for the section's data again (the retry button of the error state). */
  onRetry: () => void;
  /** Whether a retry is under way. */
  retrying?: boolean;
  /** The section, shown once its data is there. */
  children: ReactNode;
}

/**
 * One section's own loading and error states (issue 7: one loading state per section, a clear error
 * with a retry per failed section while the others stay usable).
 */
export function SectionState({
  name,
  loading,
  error,
  onRetry,
  retrying = false,
  children,
}: SectionStateProps) {
  const { t } = useTranslation('ui');
  if (error !== undefined && error !== null) {
    return (
      <LoadFailure
        title={t('enterprise.section.loadFailed', { section: name })}
        error={error}
        onRetry={onRetry}
        retrying={retrying}
      />
    );
  }
  if (loading) {
    const label = t('enterprise.section.loading', { section: name });
    return (
      <Flex role="status" aria-label={label} justify="center" align="center" gap={8} style={{ padding: 32 }}>
        <Spin />
        <Typography.Text type="secondary">{label}</Typography.Text>
      </Flex>
    );
  }
  return <>{children}</>;
}
