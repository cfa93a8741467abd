import type { App } from 'antd';

/** antd's message, notification and modal APIs as `App.useApp()` gives them (themed, localized). */
export type AppFeedbackApi = ReturnType<typeof App.useApp>;

type Task = (api: AppFeedbackApi) => void;
type Group = keyof AppFeedbackApi;

const METHODS: Record<Group, readonly string[]> = {
  message: ['open', 'info', 'success', 'error', 'warning', 'loading', 'destroy'],
  notification: ['open', 'info', 'success', 'error', 'warning', 'destroy'],
  modal: ['info', 'success', 'error', 'warning', 'confirm'],
};

type Callable = (...args: unknown[]) => unknown;
interface Closable {
  (): void;
  destroy?: () => void;
  update?: (config: unknown) => void;
  then?: (onFulfilled?: (value: unknown) => unknown, onRejected?: (reason: unknown) => unknown) => unknown;
}

/**
 * What a call made before antd's feedback layer arrived answers: closes, updates and resolves like the
 * real answer (a message's close function and thenable, a modal's `destroy`/`update` and thenable)
 * once the real call has been made.
 */
function pendingAnswer() {
  let answer: Closable | undefined;
  let closed = false;
  let settle: (value: unknown) => void = () => undefined;
  const settled = new Promise<unknown>((resolve) => {
    settle = resolve;
  });
  const handle = Object.assign(
    () => {
      if (answer === undefined) closed = true;
      else if (typeof answer === 'function') answer();
    },
    {
      // biome-ignore lint/suspicious/noThenProperty: antd's message answer is a thenable; this stands in for it.
      then: (onFulfilled?: (value: unknown) => unknown, onRejected?: (reason: unknown) => unknown) =>
        settled.then(onFulfilled, onRejected),
      destroy: () => {
        if (answer === undefined) closed = true;
        else answer.destroy?.();
      },
      update: (config: unknown) => answer?.update?.(config),
    },
  );
  const resolve = (value: unknown) => {
    answer = value as Closable | undefined;
    if (closed) {
      if (typeof answer?.destroy === 'function') answer.destroy();
      else if (typeof answer === 'function') answer();
    }
    if (typeof answer?.then === 'function') answer.then(settle);
    else settle(answer);
  };
  return { handle, resolve };
}

/**
 * The feedback APIs before antd's `App` is loaded (issue 19: its message, notification and modal code
 * stays out of a page's first bytes). A call made before it arrived asks for it and is made, in order,
 * as soon as it is there; afterwards every call goes straight through.
 */
export function createLazyFeedback(requestLoad: () => void) {
  let real: AppFeedbackApi | null = null;
  const queue: Task[] = [];
  const groups = {} as Record<Group, Record<string, Callable>>;
  for (const group of Object.keys(METHODS) as Group[]) {
    const methods: Record<string, Callable> = {};
    for (const name of METHODS[group]) {
      methods[name] = (...args: unknown[]) => {
        const make = (api: AppFeedbackApi) =>
          (api[group] as unknown as Record<string, Callable>)[name]?.(...args);
        if (real !== null) return make(real);
        const pending = pendingAnswer();
        queue.push((api) => pending.resolve(make(api)));
        requestLoad();
        return pending.handle;
      };
    }
    groups[group] = methods;
  }
  return {
    api: groups as unknown as AppFeedbackApi,
    /** Hands over antd's APIs (null when its holder unmounts) and makes the calls that waited. */
    connect(api: AppFeedbackApi | null) {
      real = api;
      if (api !== null) for (const task of queue.splice(0)) task(api);
    },
  };
}
