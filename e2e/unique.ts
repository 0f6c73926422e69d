import { test } from '@playwright/test';

let counter = 0;

/**
 * An 8-digit Tunisian number no other test of the run builds: '9', the worker (two digits; a
 * restarted worker gets a new index) and that worker's own counter (five digits). Two numbers
 * always differ in the seven digits after the '9', and no fixed number of the specs (22…, 55…,
 * 71…, 98…) holds a worker slot 00–99 followed by a counter at that place: search with
 * `searchDigits` to find exactly one test's rows.
 */
export function uniquePhone(): string {
  counter += 1;
  const worker = String(test.info().workerIndex % 100).padStart(2, '0');
  return `9${worker}${String(counter).padStart(5, '0')}`;
}

/** The part of a uniquePhone() number that is unique in the run (a substring to search with). */
export const searchDigits = (phone: string) => phone.slice(1);
