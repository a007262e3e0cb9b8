/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
/**
 * What the service documents a response to hold, read from the spec folder (../shared/spec beside the repository):
 * the response schemas of openapi/openapi-<platform>.json and the docs' example responses in examples/. The emulator's
 * shape tests and the example-reading test use it; both skip when the folder is absent.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { DEFAULT_SPEC_DIR } from '../contract/extract-live-api';

export type Json = Record<string, unknown>;

/** The spec folder beside the repository, or beside the folder of worktrees when the checkout is a git worktree there. */
export const SPEC_DIR = [DEFAULT_SPEC_DIR, resolve(__dirname, '../../../../shared/spec')].find((dir) => existsSync(dir)) ?? DEFAULT_SPEC_DIR;

export const SPEC_THERE = existsSync(join(SPEC_DIR, 'examples'));

/** One docs example file: the live endpoint it answers ("GET /v1/ebay/search") and its example bodies. */
export interface DocsExample {
	file: string;
	platform: string;
	method: string;
	path: string;
	bodies: Json[];
}

/**
 * Examples a docs page shows for other endpoints than its own: the channel-resolve page also shows the answers of
 * oEmbed and of the three reference lists, by position.
 */
const SHOWN_ELSEWHERE: Record<string, Record<number, string>> = {
	'youtube-resolve-channel.json': { 1: '/v1/youtube/oembed', 2: '/v1/youtube/categories', 3: '/v1/youtube/languages', 4: '/v1/youtube/regions' },
};

/**
 * Every docs example that answers an endpoint, grouped by endpoint (the overview fragments and the rate-limit table
 * name none).
 */
export function docsExamples(specDir = SPEC_DIR): DocsExample[] {
	const folder = join(specDir, 'examples');
	if (!existsSync(folder)) return [];
	return readdirSync(folder)
		.filter((file) => file.endsWith('.json'))
		.sort()
		.flatMap((file) => {
			const content = JSON.parse(readFileSync(join(folder, file), 'utf8')) as { endpoint?: string | null; examples?: Json[] };
			if (typeof content.endpoint !== 'string') return [];
			const [method, path] = content.endpoint.split(' ');
			const elsewhere = SHOWN_ELSEWHERE[file] ?? {};
			const byPath = new Map<string, Json[]>();
			(content.examples ?? []).forEach((body, index) => {
				const at = elsewhere[index] ?? path;
				byPath.set(at, [...(byPath.get(at) ?? []), body]);
			});
			return [...byPath].map(([at, bodies]) => ({ file, platform: at.split('/')[2], method, path: at, bodies }));
		});
}

interface OpenApi {
	paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: Json }> }> }>>;
	components?: { schemas?: Record<string, Json> };
}

const openApis = new Map<string, OpenApi | undefined>();

function openApi(platform: string, specDir: string): OpenApi | undefined {
	const file = join(specDir, 'openapi', `openapi-${platform}.json`);
	if (!openApis.has(file)) openApis.set(file, existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as OpenApi) : undefined);
	return openApis.get(file);
}

/** A live GET path's 200 schema and the components it refers to; undefined when no per-platform file describes it. */
export function responseSchema(path: string, specDir = SPEC_DIR): { schema: Json; schemas: Record<string, Json> } | undefined {
	const api = openApi(path.split('/')[2], specDir);
	const schema = api?.paths[path]?.get?.responses?.['200']?.content?.['application/json']?.schema;
	// Reddit's file names each answer without describing it: a schema with nothing in it documents no key.
	if (!schema || !describes(schema)) return undefined;
	return { schema, schemas: api?.components?.schemas ?? {} };
}

const describes = (schema: Json) => ['$ref', 'properties', 'items', 'anyOf', 'oneOf', 'allOf'].some((key) => key in schema);

/** The schema's alternatives with $refs followed: a nullable `anyOf` is its object, an `allOf` all its parts. */
function alternatives(schema: Json | undefined, schemas: Record<string, Json>, seen = 0): Json[] {
	if (!schema || seen > 20) return [];
	if (typeof schema.$ref === 'string') return alternatives(schemas[schema.$ref.split('/').pop()!], schemas, seen + 1);
	const parts = [schema.anyOf, schema.oneOf, schema.allOf].filter(Array.isArray).flat() as Json[];
	return parts.length > 0 ? parts.flatMap((part) => alternatives(part, schemas, seen + 1)) : [schema];
}

/**
 * Keys of `actual` that the schema does not name, following $refs, anyOf/oneOf/allOf, arrays and nested objects. An
 * object the schema leaves open (`additionalProperties`, or no properties at all: a free-form map) holds any key.
 */
export function undocumentedKeys(actual: unknown, schema: Json | undefined, schemas: Record<string, Json>, at: string): string[] {
	if (!schema || actual === null || typeof actual !== 'object') return [];
	const options = alternatives(schema, schemas);
	if (Array.isArray(actual)) {
		const items = options.map((option) => option.items as Json | undefined).find((entry) => entry !== undefined);
		return actual.flatMap((entry, index) => undocumentedKeys(entry, items, schemas, `${at}[${index}]`));
	}
	const objects = options.filter((option) => option.properties !== undefined || option.type === 'object');
	if (objects.length === 0 || objects.some((option) => option.properties === undefined || option.additionalProperties)) return [];
	const properties: Record<string, Json[]> = {};
	for (const option of objects) {
		for (const [key, value] of Object.entries(option.properties as Record<string, Json>)) (properties[key] ??= []).push(value);
	}
	return Object.entries(actual as Json).flatMap(([key, value]) =>
		key in properties ? undocumentedKeys(value, { anyOf: properties[key] }, schemas, `${at}.${key}`) : [`${at}.${key}`],
	);
}

/**
 * What the examples show at each place of a body, merged: every key any example object holds there, and what each key
 * held, and the kinds (`type`) of the objects there. An array's elements are merged into one. A place an example shows
 * only as null or [] says nothing.
 */
export type Shown = { keys: Map<string, Shown>; kinds: Set<unknown> } | undefined;

export function shownBy(examples: unknown[]): Shown {
	const objects = examples.flatMap(function flatten(value: unknown): Json[] {
		if (Array.isArray(value)) return value.flatMap(flatten);
		return value !== null && typeof value === 'object' ? [value as Json] : [];
	});
	if (objects.length === 0) return undefined;
	const keys = new Map<string, Shown>();
	const names = [...new Set(objects.flatMap((object) => Object.keys(object)))];
	for (const name of names) keys.set(name, shownBy(objects.map((object) => object[name]).filter((value) => value !== undefined)));
	return { keys, kinds: new Set(objects.map((object) => object.type).filter((kind) => kind !== undefined)) };
}

/**
 * Keys of `actual` no example shows at their place. `openMaps` names keys whose values are free-form maps (a product's
 * specifications), which hold other keys on every record.
 */
export function unshownKeys(actual: unknown, shown: Shown, at: string, openMaps: ReadonlySet<string>): string[] {
	if (shown === undefined || actual === null || typeof actual !== 'object') return [];
	if (Array.isArray(actual)) return actual.flatMap((entry, index) => unshownKeys(entry, shown, `${at}[${index}]`, openMaps));
	// A kind of entry the examples do not show (a channel among a search's videos) is not theirs to judge.
	const kind = (actual as Json).type;
	if (kind !== undefined && shown.kinds.size > 0 && !shown.kinds.has(kind)) return [];
	return Object.entries(actual as Json).flatMap(([key, value]) => {
		if (!shown.keys.has(key)) return [`${at}.${key}`];
		return openMaps.has(key) ? [] : unshownKeys(value, shown.keys.get(key), `${at}.${key}`, openMaps);
	});
}

/** Where `actual` lacks a key of the docs' example or holds another type there (null fits either way). */
export function missingFromExample(example: unknown, actual: unknown, at: string, openMaps: ReadonlySet<string>): string[] {
	if (example === null || actual === null || actual === undefined) return actual === undefined ? [at] : [];
	if (Array.isArray(example)) {
		if (!Array.isArray(actual)) return [`${at}: not an array`];
		// Lists of several kinds (a search's videos, channels and playlists) are compared kind with kind.
		return example.flatMap((entry, index) => {
			const kind = (entry as Json | null)?.type;
			const match = actual.find((candidate) => kind === undefined || (candidate as Json | null)?.type === kind);
			return match === undefined ? [] : missingFromExample(entry, match, `${at}[${index}]`, openMaps);
		});
	}
	if (typeof example === 'object') {
		if (typeof actual !== 'object' || Array.isArray(actual)) return [`${at}: not an object`];
		return Object.entries(example as Json).flatMap(([key, value]) =>
			openMaps.has(key) ? [] : missingFromExample(value, (actual as Json)[key], `${at}.${key}`, openMaps),
		);
	}
	return typeof example === typeof actual ? [] : [`${at}: ${typeof actual}, documented ${typeof example}`];
}
