// Piscina worker for the CPU-bound steps of requests (see cpu-pool.ts). Plain JavaScript on purpose:
// worker threads load this file directly in development and tests (no TypeScript loader); the build
// bundles it with the task files the modules register (modules/cpu-tasks.js) into dist/cpu-worker.js.
import { setPriority } from 'node:os';
import { cpuTasks as tasks } from '../modules/cpu-tasks.js';

// On Linux a priority set with pid 0 applies to the calling thread only: this worker then yields
// the CPU to the event-loop thread whenever both want it, so a busy pool cannot delay responses.
try {
  setPriority(0, 10);
} catch {
  // Not permitted or not supported: the pool still works, only without the head start.
}

/** @param {{ kind: keyof typeof tasks, input: any }} job */
export default function runTask({ kind, input }) {
  const task = tasks[kind];
  if (!task) throw new Error(`unknown CPU task ${kind}`);
  return task(input);
}
