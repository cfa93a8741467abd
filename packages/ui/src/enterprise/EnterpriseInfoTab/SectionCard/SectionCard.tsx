import { Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { LoadFailure } from '../../../widgets/LoadFailure';

export interface SectionCardProps {
  /** The section's title; also the name of its region, so a person (and a test) can find it. */
  title: string;
  /** Whether the section's data is still loading; a skeleton is shown meanwhile. */
  loading?: boolean;
  /** Why the section's data could not be loaded; shown with a retry instead of the content. */
  error?: unknown;
  /** The failure's title, e.g. 企业信息加载失败. */
  errorTitle?: ReactNode;
  /** Loads the section's data again. */
  onRetry?: () => void;
  /** Shown at the right of the title (e.g. an upload button). */
  extra?: ReactNode;
  /** The section's content. */
  children?: ReactNode;
}

/** One section of tab 1, with its own loading and error state (spec 001 §2; DESIGN.md). */
export function SectionCard({
  title,
  loading = false,
  error = null,
  errorTitle,
  onRetry,
  extra,
  children,
}: SectionCardProps) {
  const failed = error !== null && error !== undefined;
  let content: ReactNode = children;
  if (failed) {
    content = <LoadFailure title={errorTitle ?? title} error={error} onRetry={() => onRetry?.()} />;
  } else if (loading) {
    // No skeleton title: an empty heading means nothing to a screen reader (the region is aria-busy).
    content = <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  }
  return (
    <section aria-label={title} aria-busy={loading && !failed}>
      <Card title={title} extra={failed || loading ? null : extra} size="small" style={{ marginBottom: 16 }}>
        {content}
      </Card>
    </section>
  );
}
