/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: it reads the endpoint pages of the spec folder */
/**
 * A platform's endpoint pages (docs/api-reference/endpoint/<platform>/*.mdx in the spec folder) as the emulator tests
 * read them: whether they are there, each page's `Response` example, and the key paths two answers must share.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { SPEC_DIR } from './documented';

export const endpointPages = (platform: string) => join(SPEC_DIR, 'docs', 'api-reference', 'endpoint', platform);

export const endpointPagesThere = (platform: string) => existsSync(endpointPages(platform));

/** The `Response` example of an endpoint page. */
export function example(platform: string, page: string): unknown {
	const text = readFileSync(join(endpointPages(platform), `${page}.mdx`), 'utf8');
	const block = /```json Response\n([\s\S]*?)```/.exec(text)?.[1];
	if (!block) throw new Error(`${page}.mdx shows no Response example`);
	return JSON.parse(block);
}

/** Every key path of a value, arrays read through their first element: the shape two answers must share. */
export function keyPaths(value: unknown, at = ''): string[] {
	if (Array.isArray(value)) return value.length > 0 ? keyPaths(value[0], `${at}[]`) : [`${at}[]`];
	if (value === null || typeof value !== 'object') return [at];
	return Object.entries(value).flatMap(([key, inner]) => [`${at}.${key}`, ...keyPaths(inner, `${at}.${key}`).filter((path) => path !== `${at}.${key}`)]);
}

/** The key paths of an answer, those under an array the example shows empty (a profile's awards) read as that array. */
export function answeredKeys(answer: unknown, shown: string[]): string[] {
	return keyPaths(answer).filter((key) => ![...shown].some((known) => known.endsWith('[]') && key.startsWith(known)) || shown.includes(key));
}
