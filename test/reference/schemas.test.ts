/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
/**
 * The output schemas n8n's editor shows before a node has run: one for every operation and every trigger event,
 * where n8n asks for it, each what the generator gives today (run `npm run schemas` after changing what a node
 * outputs) and each checked against what the node really output on the emulator through n8n-core.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import type { CollectedOutput, JsonSchema } from './schemas';
import { collectOutputs, committedSchemaFiles, NODES_DIR, paddedVersion, readCommitted, renderSchema, resolveInput, schemaProblems, streamSeeder } from './schemas';
import { nodeDescription } from '../harness/n8n';
import { nodeSuite } from '../harness/suite';
import { packagePlatforms } from '../harness/platforms';

const suite = nodeSuite({ keys: { 'schema-check-key': 100_000_000 } });

let collected: CollectedOutput;

beforeAll(async () => {
	collected = await collectOutputs();
}, 600_000);

test('every operation and every trigger event output records on the emulator with some input', () => {
	expect(collected.uncovered).toEqual([]);
});

test('every operation of every node has its schema where n8n asks for it (__schema__/v<x.y.z>/<resource>/<operation>.json)', () => {
	const missing: string[] = [];
	for (const platform of packagePlatforms()) {
		const { version } = nodeDescription(platform.node);
		const folder = collected.sources.find((source) => source.title.startsWith(platform.displayName))?.file.split('/')[0] ?? '?';
		for (const resource of platform.descriptor.resources) {
			for (const endpoint of resource.endpoints) {
				// An operation the docs say the service answers with an error for every input today has no output to describe.
				if (collected.skipped.some((note) => note.startsWith(`${platform.displayName}: ${resource.name} > ${endpoint.name}: `))) continue;
				for (const each of Array.isArray(version) ? version : [version]) {
					const file = join(folder, '__schema__', `v${paddedVersion(each)}`, resource.value, `${endpoint.operation}.json`);
					if (!existsSync(join(NODES_DIR, file))) missing.push(file);
				}
			}
		}
		if (platform.trigger) {
			// Every event has its own file, under the name of the trigger node that offers it.
			const schemaFiles = committedSchemaFiles().filter((file) => file.startsWith(`${folder}/`));
			for (const event of platform.trigger.triggers.events) {
				const own = (file: string) => file.split('/').length === 5 && file.split('/')[3].endsWith('Trigger') && file.endsWith(`/${event.value}.json`);
				if (!schemaFiles.some(own)) missing.push(`${folder}: ${event.name}`);
			}
			// A trigger has no resource or operation: n8n's editor asks for the node's version alone, unless another
			// trigger of the folder cannot have one (the generator then says so and writes none).
			const wholes = schemaFiles.filter((file) => file.split('/').length === 3);
			const leftOut = collected.skipped.some((note) => note.startsWith(`${folder}/__schema__/`));
			if (wholes.length === 0 && !leftOut) missing.push(`${folder}/__schema__/v<version>.json`);
		}
	}
	expect(missing).toEqual([]);
});

test('every committed schema is what the nodes output today (run npm run schemas after changing an output)', () => {
	const stale = collected.sources.filter((source) => !existsSync(join(NODES_DIR, source.file)) || readCommitted(source.file) !== renderSchema(source));
	expect(stale.map((source) => source.file)).toEqual([]);
	const wanted = new Set(collected.sources.map((source) => source.file));
	expect(committedSchemaFiles().filter((file) => !wanted.has(file))).toEqual([]);
});

test('every schema describes the real output: each field it lists is output with that type, each field output is listed', () => {
	const wrong: Record<string, string[]> = {};
	for (const source of collected.sources) {
		if (!existsSync(join(NODES_DIR, source.file))) continue;
		const schema = JSON.parse(readCommitted(source.file)) as JsonSchema;
		const problems = schemaProblems(
			schema,
			source.records.map((record) => record.json),
		);
		if (problems.length > 0) wrong[source.file] = problems.slice(0, 5);
	}
	expect(wrong).toEqual({});
	expect(collected.sources.length).toBeGreaterThanOrEqual(150);
});

test('every operation run again on another emulator, as a user adds it (first page), outputs nothing its schema does not list', async () => {
	const wrong: Record<string, string[]> = {};
	let runs = 0;
	const seeder = await streamSeeder();
	for (const source of collected.sources) {
		if (!source.run) continue;
		const schema = JSON.parse(readCommitted(source.file)) as JsonSchema;
		const run = async (node: string, parameters: Record<string, unknown>) => await suite.run({ apiKey: 'schema-check-key', node, parameters: parameters as never });
		if (source.run.seeded) {
			// The stream state the generator ran it on, made again here (the same IDs after a reset).
			suite.emulator.reset();
			await seeder.seed(suite.emulator, 'schema-check-key', run);
		}
		// An ID the example reads from a node it ran first (a stream monitor's) is made again on this emulator.
		const { items, error } = await run(source.run.node, await resolveInput(source.run.parameters, run));
		runs++;
		const unlisted = schemaProblems(
			schema,
			items.map((item) => item.json),
		).filter((problem) => !problem.includes('no output has it'));
		if (error || unlisted.length > 0) wrong[source.file] = error ? [error.message] : unlisted.slice(0, 5);
	}
	await seeder.close();
	expect(wrong).toEqual({});
	expect(runs).toBeGreaterThanOrEqual(130);
}, 600_000);

test("each schema is one n8n's editor shows: an object with fields, an object's fields under properties", () => {
	for (const file of committedSchemaFiles()) {
		const schema = JSON.parse(readCommitted(file)) as JsonSchema;
		expect({ file, type: schema.type, fields: Object.keys(schema.properties ?? {}).length > 0 }).toEqual({ file, type: 'object', fields: true });
	}
});

describe('the check finds a schema that is wrong', () => {
	const outputs = [
		{ id: 'a1', price: 12.5, seller: { name: 'Shop', rating: null }, tags: ['x'] },
		{ id: 'a2', price: null, seller: null, tags: [] },
	];
	const right: JsonSchema = {
		type: 'object',
		properties: {
			id: { type: 'string' },
			price: { type: ['number', 'null'] },
			seller: { type: 'object', nullable: true, properties: { name: { type: 'string' }, rating: { type: 'null' } } },
			tags: { type: 'array', items: { type: 'string' } },
		},
	};

	test('a schema that describes the output passes', () => {
		expect(schemaProblems(right, outputs)).toEqual([]);
	});

	test('a field output but not listed', () => {
		const rest = { ...right.properties };
		delete rest.price;
		expect(schemaProblems({ ...right, properties: rest }, outputs)).toEqual(['.price: output has it, the schema does not list it']);
	});

	test('a field listed but never output, a type never output, a type output but not listed', () => {
		const wrong: JsonSchema = {
			...right,
			properties: { ...right.properties, rank: { type: 'number' }, id: { type: ['string', 'number'] }, price: { type: 'number' } },
		};
		expect(schemaProblems(wrong, outputs).sort()).toEqual([
			'.id: the schema lists number, no output has it',
			'.price: output has null, the schema says number',
			'.rank: the schema lists number, no output has it',
		]);
	});

	test('list items output but not described', () => {
		const tags = { ...right.properties!.tags };
		delete tags.items;
		expect(schemaProblems({ ...right, properties: { ...right.properties, tags } }, outputs)).toEqual([
			'.tags[]: output has items, the schema does not describe them',
		]);
	});
});
