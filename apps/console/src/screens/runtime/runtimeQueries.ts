import type { JobName } from '@onsite/domain';

/** Query keys of 定时任务 and 参数设置 (D43). */
export const runtimeKeys = {
  all: ['runtime'] as const,
  jobs: () => [...runtimeKeys.all, 'jobs'] as const,
  runs: (jobName: JobName) => [...runtimeKeys.all, 'runs', jobName] as const,
  parameters: () => [...runtimeKeys.all, 'parameters'] as const,
};
