/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
/**
 * The docs' per-platform OpenAPI files (docs/openapi-<platform>.json, with the 200 response schemas the main spec
 * lacks) and the check each platform's emulator test makes of its answers against them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { SPEC_DIR } from './documented';

type Json = Record<string, unknown>;

export interface DocsOpenApi {
	paths: Record<string, { get: { responses: Record<string, { content: Record<string, { schema: Json }> }> } }>;
	components: { schemas: Record<string, Json> };
}

/** docs/openapi-<name>.json, or undefined when the spec folder is absent (the checks then skip). */
export function docsOpenApi(name: string): DocsOpenApi | undefined {
	const file = join(SPEC_DIR, 'docs', `openapi-${name}.json`);
	return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as DocsOpenApi) : undefined;
}

/**
 * Where a value departs from a schema: a key the schema does not name, a key it names that is absent, or a value of
 * another type. Nullable members (anyOf with null) take null; a map (additionalProperties) checks each value.
 */
export function departures(value: unknown, schema: Json, schemas: Record<string, Json>, at: string): string[] {
	const resolved = typeof schema.$ref === 'string' ? schemas[schema.$ref.split('/').pop()!] : schema;
	const options = (resolved.anyOf ?? resolved.oneOf) as Json[] | undefined;
	if (options) {
		if (value === null && options.some((option) => option.type === 'null')) return [];
		const tries = options.filter((option) => option.type !== 'null').map((option) => departures(value, option, schemas, at));
		return tries.find((problems) => problems.length === 0) ?? tries[0] ?? [];
	}
	const type = resolved.type as string | undefined;
	if (type === 'array') {
		if (!Array.isArray(value)) return [`${at}: not an array`];
		return value.flatMap((entry, index) => departures(entry, (resolved.items ?? {}) as Json, schemas, `${at}[${index}]`));
	}
	if (type === 'object' || resolved.properties) {
		if (value === null || typeof value !== 'object' || Array.isArray(value)) return [`${at}: not an object`];
		const properties = (resolved.properties ?? {}) as Record<string, Json>;
		const extra = resolved.additionalProperties;
		if (Object.keys(properties).length === 0 && extra !== undefined && extra !== false) {
			return typeof extra === 'object' ? Object.entries(value).flatMap(([key, entry]) => departures(entry, extra as Json, schemas, `${at}.${key}`)) : [];
		}
		const keys = Object.keys(value);
		return [
			...keys.filter((key) => !(key in properties)).map((key) => `${at}.${key}: not in the schema`),
			...Object.keys(properties).filter((key) => !keys.includes(key)).map((key) => `${at}.${key}: missing`),
			...keys.filter((key) => key in properties).flatMap((key) => departures((value as Json)[key], properties[key], schemas, `${at}.${key}`)),
		];
	}
	const actual = value === null ? 'null' : Number.isInteger(value) ? 'integer' : typeof value;
	const expected = type === 'number' ? ['number', 'integer'] : type === undefined ? [actual] : [type];
	return expected.includes(actual) ? [] : [`${at}: ${actual}, the schema says ${type}`];
}
