/**
 * Readers of an answer's loosely typed values, for the flat rows Simplify makes: each gives the value when it is of its
 * type, or null (an empty object or list), so a missing or odd field is an empty column, never a crash or a wrong type.
 */
import type { IDataObject } from 'n8n-workflow';

export const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A text that says something: an empty string is no value either. */
export const nonEmptyText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export const number = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export const flag = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);

export const isObject = (value: unknown): value is IDataObject => value !== null && typeof value === 'object' && !Array.isArray(value);

/** An object field, or an empty one, so nested reads need no checks. */
export const object = (value: unknown): IDataObject => (isObject(value) ? value : {});

export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
