import { BUTTON_CODES, type JobName, type JobRun, type ScheduledJob } from '@onsite/domain';
import { LoadFailure, serverMessageOf, useAppFeedback, useCan, useOnsiteClient } from '@onsite/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Popconfirm, Space, Table, type TableColumnsType, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { CSSProperties } from 'react';
import { useAreaTexts } from '../../../i18n/areaTexts';
import { runtimeKeys } from '../runtimeQueries';
import { runtimeTexts } from '../texts';

/** What a run handled, in words: top-ups cancelled, files removed. */
const affectedText = (t: TFunction, run: JobRun) => t(`job.affected.${run.jobName}`, { count: run.affected });

/** 成功 / 失败 as a dot and text in the text colour (a coloured text would be too faint to read). */
function ResultBadge({ result, t }: { result: JobRun['result']; t: TFunction }) {
  return <Badge status={result === 'success' ? 'success' : 'error'} text={t(`job.result.${result}`)} />;
}

/** The column of the expand buttons, named for screen readers only. */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

function RunSummary({ run, t }: { run: JobRun | null; t: TFunction }) {
  if (run === null) return <Typography.Text type="secondary">{t('job.never')}</Typography.Text>;
  return (
    <Space orientation="vertical" size={0}>
      <span>
        {run.startedAt} <ResultBadge result={run.result} t={t} />
      </span>
      <Typography.Text type="secondary">
        {t('job.duration', { ms: run.durationMs })} · {run.error ?? affectedText(t, run)}
      </Typography.Text>
    </Space>
  );
}

/** A job's recent runs (the expanded row), newest first. */
function JobRuns({ jobName }: { jobName: JobName }) {
  const { t } = useAreaTexts(runtimeTexts);
  const client = useOnsiteClient();
  const runs = useQuery({
    queryKey: runtimeKeys.runs(jobName),
    queryFn: ({ signal }) => client.system.job.runs({ jobName }, { signal }),
  });
  if (runs.isError)
    return (
      <LoadFailure
        title={t('job.runsLoadFailed')}
        error={runs.error}
        onRetry={() => void runs.refetch()}
        retrying={runs.isFetching}
      />
    );
  const columns: TableColumnsType<JobRun> = [
    { title: t('job.runColumn.startedAt'), dataIndex: 'startedAt', key: 'startedAt' },
    {
      title: t('job.runColumn.trigger'),
      dataIndex: 'trigger',
      key: 'trigger',
      render: (trigger: JobRun['trigger']) => t(`job.trigger.${trigger}`),
    },
    { title: t('job.runColumn.duration'), dataIndex: 'durationMs', key: 'durationMs' },
    {
      title: t('job.runColumn.result'),
      dataIndex: 'result',
      key: 'result',
      render: (result: JobRun['result']) => <ResultBadge result={result} t={t} />,
    },
    {
      title: t('job.runColumn.detail'),
      key: 'detail',
      render: (_, run) => run.error ?? affectedText(t, run),
    },
  ];
  return (
    <Table<JobRun>
      size="small"
      title={() => t('job.runs')}
      rowKey="runId"
      loading={runs.isPending}
      dataSource={runs.data ?? []}
      columns={columns}
      pagination={false}
      locale={{ emptyText: t('job.runsEmpty') }}
    />
  );
}

/**
 * 定时任务 (catalogue key `job`, D43): the server's scheduled jobs — the auto-cancel of unpaid online
 * top-ups and the orphan upload clean-up — with their schedule, state, last run and next run. 立即执行
 * (refused by the server while the job runs), 暂停 / 恢复 (kept across restarts), each asked first; a
 * row opens to the job's recent runs. Codes `monitor:job:*`, held by the administrator's role only.
 */
export default function JobScreen() {
  const { t } = useAreaTexts(runtimeTexts);
  const client = useOnsiteClient();
  const queryClient = useQueryClient();
  const { message } = useAppFeedback();
  const can = useCan();
  const jobs = useQuery({
    queryKey: runtimeKeys.jobs(),
    queryFn: ({ signal }) => client.system.job.list({}, { signal }),
  });
  const refresh = (jobName: JobName) => {
    void queryClient.invalidateQueries({ queryKey: runtimeKeys.jobs() });
    void queryClient.invalidateQueries({ queryKey: runtimeKeys.runs(jobName) });
  };
  const failed = (error: unknown) => void message.error(serverMessageOf(error) ?? t('job.systemError'));
  const runNow = useMutation({
    mutationFn: (jobName: JobName) => client.system.job.run({ jobName }),
    onSuccess: (run) => {
      if (run.result === 'success')
        void message.success(t('job.runDone', { affected: affectedText(t, run) }));
      else void message.error(t('job.runFailed', { error: run.error ?? '' }));
      refresh(run.jobName);
    },
    onError: failed,
  });
  const toggle = useMutation({
    mutationFn: async ({ jobName, pause }: { jobName: JobName; pause: boolean }) => {
      if (pause) await client.system.job.pause({ jobName });
      else await client.system.job.resume({ jobName });
    },
    onSuccess: (_, { jobName, pause }) => {
      void message.success(pause ? t('job.pausedDone') : t('job.resumedDone'));
      refresh(jobName);
    },
    onError: failed,
  });

  const nameOf = (job: ScheduledJob) => t(`job.name.${job.jobName}`);
  const columns: TableColumnsType<ScheduledJob> = [
    {
      title: t('job.column.name'),
      key: 'name',
      render: (_, job) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{nameOf(job)}</Typography.Text>
          <Typography.Text type="secondary">{t(`job.description.${job.jobName}`)}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('job.column.schedule'),
      key: 'schedule',
      render: (_, job) => (
        <Space orientation="vertical" size={0}>
          <span>{t(`job.every.${job.jobName}`)}</span>
          <Typography.Text code>{job.cron}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('job.column.state'),
      key: 'state',
      render: (_, job) => (
        <Space>
          {job.state === 'running' ? (
            <Badge status="success" text={t('job.state.running')} />
          ) : (
            <Badge status="default" text={t('job.state.paused')} />
          )}
          {job.executing && <Badge status="processing" text={t('job.state.executing')} />}
        </Space>
      ),
    },
    {
      title: t('job.column.lastRun'),
      key: 'lastRun',
      render: (_, job) => <RunSummary run={job.lastRun} t={t} />,
    },
    {
      title: t('job.column.nextRun'),
      dataIndex: 'nextRunAt',
      key: 'nextRunAt',
      render: (next: string | null) =>
        next ?? <Typography.Text type="secondary">{t('job.pausedNext')}</Typography.Text>,
    },
    {
      title: t('job.column.actions'),
      key: 'actions',
      render: (_, job) => (
        <Space wrap>
          {can(BUTTON_CODES.jobRun) && (
            <Popconfirm
              title={t('job.confirmRun', { name: nameOf(job) })}
              okText={t('job.ok')}
              cancelText={t('job.cancel')}
              onConfirm={() => runNow.mutateAsync(job.jobName).catch(() => undefined)}
              disabled={job.executing}
            >
              <Button
                size="small"
                type="link"
                disabled={job.executing}
                loading={runNow.isPending && runNow.variables === job.jobName}
              >
                {t('job.runNow')}
              </Button>
            </Popconfirm>
          )}
          {can(BUTTON_CODES.jobChangeStatus) && (
            <Popconfirm
              title={
                job.state === 'running'
                  ? t('job.confirmPause', { name: nameOf(job) })
                  : t('job.confirmResume', { name: nameOf(job) })
              }
              okText={t('job.ok')}
              cancelText={t('job.cancel')}
              onConfirm={() =>
                toggle
                  .mutateAsync({ jobName: job.jobName, pause: job.state === 'running' })
                  .catch(() => undefined)
              }
            >
              <Button size="small" type="link">
                {job.state === 'running' ? t('job.pause') : t('job.resume')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      size="small"
      title={t('job.title')}
      extra={
        <Button size="small" onClick={() => void jobs.refetch()} loading={jobs.isFetching}>
          {t('job.refresh')}
        </Button>
      }
    >
      {jobs.isError ? (
        <LoadFailure
          title={t('job.loadFailed')}
          error={jobs.error}
          onRetry={() => void jobs.refetch()}
          retrying={jobs.isFetching}
        />
      ) : (
        <Table<ScheduledJob>
          aria-label={t('job.title')}
          rowKey="jobName"
          size="middle"
          loading={jobs.isPending}
          dataSource={jobs.data ?? []}
          columns={columns}
          pagination={false}
          expandable={{
            columnTitle: <span style={VISUALLY_HIDDEN}>{t('job.runs')}</span>,
            expandedRowRender: (job) => <JobRuns jobName={job.jobName} />,
          }}
          scroll={{ x: 'max-content' }}
        />
      )}
    </Card>
  );
}
