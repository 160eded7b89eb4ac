/** Raised when a queue already holds as many waiting tasks as it accepts. */
export class QueueFullError extends Error {
  constructor() {
    super('The queue is full');
  }
}

export interface TaskQueue {
  /** Runs the task when a slot is free; throws QueueFullError when too many are waiting already. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

/**
 * At most `running` tasks at once, at most `waiting` more in line (first come, first served).
 * A finished task hands its slot straight to the next in line.
 */
export function createTaskQueue(limits: { running: number; waiting: number }): TaskQueue {
  let running = 0;
  const line: Array<() => void> = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < limits.running) {
        running++;
      } else {
        if (line.length >= limits.waiting) throw new QueueFullError();
        await new Promise<void>((resolve) => line.push(resolve));
      }
      try {
        return await task();
      } finally {
        const next = line.shift();
        if (next) next();
        else running--;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return line.length;
    },
  };
}
