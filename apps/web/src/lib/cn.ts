import { type ClassValue, clsx } from 'clsx';

/** Joins class names (clsx). Later classes do not override earlier ones: avoid conflicting utilities. */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}
