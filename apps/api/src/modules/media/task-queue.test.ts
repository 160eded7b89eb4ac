import { describe, expect, it } from 'vitest';
import { createTaskQueue, QueueFullError } from './task-queue.js';

/** A task that runs until its release() is called. */
function heldTask() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { release, task: () => held };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('task queue', () => {
  it('runs at most `running` tasks at once, the rest in order as slots free up', async () => {
    const queue = createTaskQueue({ running: 2, waiting: 10 });
    const tasks = Array.from({ length: 5 }, heldTask);
    const order: number[] = [];
    const done = tasks.map((t, i) =>
      queue.run(async () => {
        order.push(i);
        await t.task();
      }),
    );
    await settle();
    expect([queue.running, queue.waiting, order]).toEqual([2, 3, [0, 1]]);
    tasks[1]!.release();
    await settle();
    expect([queue.running, queue.waiting, order]).toEqual([2, 2, [0, 1, 2]]);
    for (const t of tasks) t.release();
    await Promise.all(done);
    expect([queue.running, queue.waiting, order]).toEqual([0, 0, [0, 1, 2, 3, 4]]);
  });

  it('refuses a task when `waiting` are in line already, and frees the slot of a failed task', async () => {
    const queue = createTaskQueue({ running: 1, waiting: 1 });
    const first = heldTask();
    const running = queue.run(first.task);
    const waiting = queue.run(async () => 'second');
    await expect(queue.run(async () => 'third')).rejects.toBeInstanceOf(QueueFullError);
    first.release();
    await running;
    expect(await waiting).toBe('second');
    await expect(queue.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await queue.run(async () => 'after')).toBe('after');
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });
});
