/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, no-console -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
/**
 * The output schemas n8n's editor shows for a node that has not run yet, so a field can be mapped into the next node
 * without spending credits. n8n serves `<node folder>/__schema__/v<x.y.z>/<resource>/<operation>.json` (its
 * LoadNodesAndCredentials.resolveSchema; the editor asks with the node's typeVersion padded to three parts and the
 * node's `resource` and `operation` parameters). A trigger node has neither parameter, so the editor asks for
 * `__schema__/v<x.y.z>.json`: one file per node folder and version, which describes every event of the folder's
 * triggers (each field says which events output it), while each event also gets a file of its own under the trigger's
 * name, `__schema__/v<x.y.z>/<trigger node name>/<event>.json`. (n8n 1.x shows a trigger's file; n8n 2.x's editor
 * gives trigger nodes no preview at all.) The X folder holds two triggers that both emit tweets, the polling X Trigger
 * and the webhook X Stream Trigger: its one file describes what either emits, the polling events and the stream's
 * deliveries in each of its modes (run for real: activated on the emulator, a watched tweet posted, the delivery's
 * execution read), each field saying which trigger and event or mode outputs it.
 *
 * The Stream operations read and change what the service keeps per API key (monitors, rules, webhooks, deliveries), so
 * they run on a seeded stream state (STREAM_SEED), made again after every reset through the node's own Create
 * operations; an example's expression reading an earlier node's ID is honoured by running that node first.
 *
 * Each schema is what the node really outputs with its defaults (Simplify as its default is): every operation of
 * every node and every trigger event is run through n8n-core against the emulator (which answers what the OpenAPI and
 * the examples show), its items read, and the schema inferred from them. The inputs come from the endpoint
 * descriptions (defaults, placeholders, options) and, where an example ID is not one the emulator knows, from the
 * records other operations of the same platform returned (an ID listed by a search), so a new endpoint, resource or
 * platform is covered with no edit here. `npm run schemas` rewrites the files; a test fails while a committed one
 * differs from what this gives, and another checks every schema against the real output.
 */
import '../harness/n8n-env';

import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, relative } from 'node:path';

import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import type { EndpointDescriptor, ParamDescriptor } from '../../nodes/shared/descriptor';
import { checkParam } from '../../nodes/shared/checks';
import type { PlatformTriggers } from '../../nodes/shared/trigger/watch';
import { watchedEndpoint } from '../../nodes/shared/trigger/watch';
import type { Emulator } from '../emulator';
import { DEFAULT_TEST_KEY, startEmulator } from '../emulator';
import { pollNode, runNode, shutdownN8n } from '../harness/n8n';
import { startWebhookTrigger } from '../harness/webhooks';
import { packagePlatforms } from '../harness/platforms';

export const NODES_DIR = join(__dirname, '../../nodes');
const SCHEMA_DIR = '__schema__';

// ---------------------------------------------------------------------------------------------------------------
// JSON schemas inferred from records

/** The JSON types of a value, as a schema names them (every number is a "number": n8n shows integers so too). */
type JsonType = 'string' | 'number' | 'boolean' | 'null' | 'object' | 'array';

export interface JsonSchema {
	type?: JsonType | JsonType[];
	description?: string;
	properties?: Record<string, JsonSchema>;
	items?: JsonSchema;
	/**
	 * An object or a list that is null in some records. n8n's editor reads `type` as one word (the first of a list)
	 * and shows an object's fields only when it is exactly "object", so a nullable object keeps `type: "object"` and
	 * says it may be null here (OpenAPI's keyword; JSON Schema validators ignore it).
	 */
	nullable?: true;
}

/** What was seen at one place of the records: its types, an object's fields (in order of first sight), a list's items. */
interface Seen {
	types: Set<JsonType>;
	fields: Map<string, Seen>;
	items?: Seen;
	/** Which sources (trigger events) output this field, for a schema describing several. */
	sources: Set<string>;
}

const newSeen = (): Seen => ({ types: new Set(), fields: new Map(), sources: new Set() });

function typeOf(value: unknown): JsonType {
	if (value === null || value === undefined) return 'null';
	if (Array.isArray(value)) return 'array';
	const type = typeof value;
	if (type === 'string' || type === 'number' || type === 'boolean') return type;
	if (type === 'bigint') return 'number';
	return 'object';
}

function see(seen: Seen, value: unknown, source: string): void {
	const type = typeOf(value);
	seen.types.add(type);
	seen.sources.add(source);
	if (type === 'object') {
		for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
			if (!seen.fields.has(key)) seen.fields.set(key, newSeen());
			see(seen.fields.get(key)!, field, source);
		}
	} else if (type === 'array') {
		for (const item of value as unknown[]) {
			seen.items ??= newSeen();
			see(seen.items, item, source);
		}
	}
}

const CONTAINERS: JsonType[] = ['object', 'array'];
const TYPE_ORDER: JsonType[] = ['object', 'array', 'string', 'number', 'boolean', 'null'];

function render(seen: Seen, allSources: ReadonlySet<string>, label: (sources: string[]) => string): JsonSchema {
	const schema: JsonSchema = {};
	const types = TYPE_ORDER.filter((type) => seen.types.has(type));
	const solid = types.filter((type) => type !== 'null');
	const container = solid.length === 1 && CONTAINERS.includes(solid[0]) ? solid[0] : undefined;
	if (container) {
		schema.type = container;
		if (seen.types.has('null')) schema.nullable = true;
	} else {
		schema.type = types.length === 1 ? types[0] : types;
	}
	if (seen.sources.size < allSources.size) schema.description = label([...seen.sources]);
	if (solid.includes('object') && seen.fields.size > 0) {
		schema.properties = {};
		for (const [key, field] of seen.fields) schema.properties[key] = render(field, seen.sources, label);
	}
	if (solid.includes('array') && seen.items) schema.items = render(seen.items, seen.sources, label);
	return schema;
}

/**
 * The schema of records from one or more sources (a trigger's events): every field seen with every type seen; a field
 * not output by every source says which output it.
 */
export function inferSchema(
	records: Array<{ source: string; json: IDataObject }>,
	label: (sources: string[]) => string = (sources) => `Output by: ${sources.join(', ')}`,
): JsonSchema {
	const root = newSeen();
	for (const { source, json } of records) see(root, json, source);
	const schema = render(root, root.sources, label);
	schema.type = 'object';
	delete schema.nullable;
	return schema;
}

/**
 * What in real output a schema gets wrong: a field (with its type) the schema lists that no output has, and a field or
 * type an output has that the schema does not list. Empty when the schema describes the output.
 */
export function schemaProblems(schema: JsonSchema, outputs: IDataObject[]): string[] {
	const problems: string[] = [];
	const found = new Set<string>();
	const allowed = (at: JsonSchema): JsonType[] => {
		const listed = at.type === undefined ? [] : Array.isArray(at.type) ? at.type : [at.type];
		return at.nullable ? [...listed, 'null'] : listed;
	};
	const walk = (at: JsonSchema, value: unknown, path: string) => {
		const type = typeOf(value);
		if (!allowed(at).includes(type)) {
			problems.push(`${path || '(record)'}: output has ${type}, the schema says ${allowed(at).join(' or ') || 'nothing'}`);
			return;
		}
		found.add(`${path}:${type}`);
		if (type === 'object') {
			for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
				const listed = at.properties?.[key];
				if (listed) walk(listed, field, `${path}.${key}`);
				else problems.push(`${path}.${key}: output has it, the schema does not list it`);
			}
		} else if (type === 'array' && at.items) {
			for (const item of value as unknown[]) walk(at.items, item, `${path}[]`);
		} else if (type === 'array' && (value as unknown[]).length > 0) {
			problems.push(`${path}[]: output has items, the schema does not describe them`);
		}
	};
	for (const output of outputs) walk(schema, output, '');
	const listed = (at: JsonSchema, path: string) => {
		for (const type of allowed(at)) {
			if (!found.has(`${path}:${type}`)) problems.push(`${path || '(record)'}: the schema lists ${type}, no output has it`);
		}
		for (const [key, field] of Object.entries(at.properties ?? {})) listed(field, `${path}.${key}`);
		if (at.items) listed(at.items, `${path}[]`);
	};
	listed(schema, '');
	return [...new Set(problems)];
}

// ---------------------------------------------------------------------------------------------------------------
// Every operation and event, run on the emulator

/** One schema file's worth of real output. */
export interface SchemaSource {
	/** Path of the schema file, relative to the nodes folder: `Reddit/__schema__/v1.0.0/post/search.json`. */
	file: string;
	/** What the schema describes, e.g. `ScrapeBadger Reddit: Post > Search`. */
	title: string;
	/** The items the node output, each with what output it (an event's name, for a trigger's file). */
	records: Array<{ source: string; json: IDataObject }>;
	/** For an operation: the node and parameters that gave the records, to run it again. */
	run?: { node: string; parameters: Record<string, unknown>; seeded?: boolean };
}

/** A version as n8n's editor asks for it: 1 -> 1.0.0, 1.1 -> 1.1.0. */
export const paddedVersion = (version: number): string => `${version}`.split('.').concat(['0', '0']).slice(0, 3).join('.');

const versionsOf = (version: number | number[]): number[] => (Array.isArray(version) ? version : [version]);

const accepts = (param: ParamDescriptor, value: unknown): boolean => {
	try {
		return checkParam(param, value, (message) => new Error(message)) !== undefined;
	} catch {
		return false;
	}
};

/** Values a parameter's description offers, in the order a user would try them. */
function describedValues(param: ParamDescriptor): unknown[] {
	const record = param as unknown as Record<string, unknown>;
	const nested = (key: string) => (record[key] as { placeholder?: unknown } | undefined)?.placeholder;
	const options = (record.options as Array<{ value: unknown }> | undefined) ?? [];
	return [param.default, param.placeholder, nested('id'), nested('url'), ...options.map((option) => option.value), record.min, 1, 'test', true];
}

/**
 * Names under which records may carry a parameter's value: its own, its last word (`video_id` -> `id`), and the
 * spellings of the platforms (`post_id` -> `postId`).
 */
function fieldNames(name: string): string[] {
	const camel = name.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
	const words = name.split('_');
	const last = words[words.length - 1];
	const names = [name, camel, last, `${words[0]}_id`, `${words[0]}Id`];
	if (name.endsWith('name')) names.push('username', 'screen_name', 'author', 'name', 'handle');
	if (name.endsWith('ids')) names.push(...fieldNames(name.slice(0, -1)));
	return [...new Set(names)];
}

/** Every object inside some records, depth first: a record, its author, its items. */
function* objectsIn(value: unknown, depth = 0): Generator<Record<string, unknown>> {
	if (depth > 6 || value === null || typeof value !== 'object') return;
	if (Array.isArray(value)) {
		for (const item of value.slice(0, 20)) yield* objectsIn(item, depth + 1);
		return;
	}
	const record = value as Record<string, unknown>;
	yield record;
	for (const field of Object.values(record)) yield* objectsIn(field, depth + 1);
}

/** The required parameters of an endpoint an event or operation must be given; the ones a trigger sets itself aside. */
const requiredParams = (endpoint: EndpointDescriptor): ParamDescriptor[] => endpoint.params.filter((param) => param.required);

/** A free-text parameter (a search's query) takes a word of a record's title or name; an ID-like one does not. */
const isFreeText = (param: ParamDescriptor): boolean => param.type === 'string' && param.pattern === undefined;

/** Words a free-text parameter may take from a record: the longer words of its title, name or text. */
function wordsOf(record: Record<string, unknown>): string[] {
	return ['title', 'name', 'text', 'description']
		.map((field) => record[field])
		.filter((value): value is string => typeof value === 'string')
		.flatMap((text) => text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 4))
		.slice(0, 3);
}

/**
 * Input sets to try for an endpoint, most likely first: the description's own values, then values read from
 * records the platform's other operations returned (every required parameter from one record where it can), those
 * matching a parameter by its exact name before those matching by a looser one.
 */
function inputCandidates(endpoint: EndpointDescriptor, seenRecords: Array<Record<string, unknown>>, max = 40): Array<Record<string, unknown>> {
	const required = requiredParams(endpoint);
	const described: Record<string, unknown> = {};
	for (const param of required) described[param.name] = describedValues(param).find((value) => value !== undefined && value !== '' && accepts(param, value));
	if (required.length === 0) return [described];
	const scored = new Map<string, { input: Record<string, unknown>; score: number }>();
	for (const record of seenRecords) {
		const input: Record<string, unknown> = { ...described };
		let score = 0;
		let fromRecord = 0;
		for (const param of required) {
			const names = fieldNames(param.name);
			const values: Array<[unknown, number]> = names.map((name, rank) => [record[name], rank]);
			// A token named for what it continues (`replies_continuation` for a comment's replies).
			for (const key of Object.keys(record).filter((field) => field.endsWith(`_${param.name}`))) values.push([record[key], names.length]);
			if (isFreeText(param)) values.push(...wordsOf(record).map((word): [unknown, number] => [word, names.length]));
			const found = values.find(([value]) => (typeof value === 'string' || typeof value === 'number') && accepts(param, value));
			if (found) {
				input[param.name] = found[0];
				score += found[1];
				fromRecord++;
			} else {
				score += 100;
			}
		}
		const key = JSON.stringify(input);
		if (fromRecord > 0 && !scored.has(key)) scored.set(key, { input, score });
	}
	const ranked = [...scored.values()].sort((a, b) => a.score - b.score).map((entry) => entry.input);
	return [described, ...ranked].slice(0, max);
}

/** The example workflows' nodes of the package: every endpoint has a run in an example (the rule for adding one). */
const EXAMPLES_DIR = join(__dirname, '../../examples');

interface ExampleNode {
	name: string;
	type: string;
	parameters: Record<string, unknown>;
	/** The other nodes of its workflow, by name: what its expressions read. */
	workflow: Map<string, ExampleNode>;
}

let exampleNodes: ExampleNode[] | undefined;

function examples(): ExampleNode[] {
	exampleNodes ??= readdirSync(EXAMPLES_DIR)
		.filter((file) => file.endsWith('.workflow.json'))
		.flatMap((file) => {
			const nodes = (JSON.parse(readFileSync(join(EXAMPLES_DIR, file), 'utf8')) as { nodes: ExampleNode[] }).nodes;
			const workflow = new Map<string, ExampleNode>();
			for (const node of nodes) {
				node.workflow = workflow;
				workflow.set(node.name, node);
			}
			return nodes;
		});
	return exampleNodes;
}

/** An expression reads an earlier node's output, also as a resource locator's value. */
const isExpression = (value: unknown): boolean =>
	typeof value === 'string'
		? value.startsWith('=')
		: typeof value === 'object' && value !== null && '__rl' in value && isExpression((value as { value?: unknown }).value);

/**
 * A value an example reads from the package node that made it, `={{ $('Create a monitor').item.json.id }}`: the ID of
 * something the service keeps (a stream monitor, a rule). The emulator is reset before each run, so such a value is
 * made again each time, by running that node first on the same emulator (see resolveInput).
 */
export interface ExampleReference {
	fromExample: { node: string; parameters: Record<string, unknown>; field: string };
}

const REFERENCE = /^=\{\{\s*\$\('([^']+)'\)\.item\.json\.([A-Za-z_][\w]*)\s*\}\}$/;

/** The reference an expression is, when it reads one field of a package node of the same example; else undefined. */
function referenceOf(value: unknown, workflow: Map<string, ExampleNode>, depth = 0): ExampleReference | undefined {
	const match = typeof value === 'string' ? REFERENCE.exec(value) : undefined;
	const source = match ? workflow.get(match[1]) : undefined;
	if (!match || !source || !source.type.startsWith(`${PACKAGE_PREFIX}.`) || depth > 3) return undefined;
	const parameters = requestInputs(source.parameters, new Set(SHAPING_FIELDS), workflow, depth + 1);
	return { fromExample: { node: source.type.slice(PACKAGE_PREFIX.length + 1), parameters, field: match[2] } };
}

const PACKAGE_PREFIX = 'n8n-nodes-scrapebadger-suite';

const isReference = (value: unknown): value is ExampleReference => typeof value === 'object' && value !== null && 'fromExample' in value;

/** Fields that shape the output or the paging rather than the request: left at their defaults for a schema. */
const SHAPING_FIELDS = new Set(['simplify', 'returnAll', 'limit', 'requestOptions', 'pollOptions']);

/**
 * An example node's request inputs: its fixed values and the values it reads from a package node of the example (kept as
 * references); any other expression is left out, so the description or another operation's records fill it.
 */
function requestInputs(values: Record<string, unknown>, shaping: Set<string>, workflow: Map<string, ExampleNode>, depth = 0): Record<string, unknown> {
	const kept: Record<string, unknown> = {};
	for (const [name, value] of Object.entries(values)) {
		if (shaping.has(name)) continue;
		if ((name === 'options' || name === 'filters') && value && typeof value === 'object') kept[name] = requestInputs(value as Record<string, unknown>, shaping, workflow, depth);
		else if (!isExpression(value)) kept[name] = value;
		else {
			const reference = referenceOf(value, workflow, depth);
			if (reference) kept[name] = reference;
		}
	}
	return kept;
}

/**
 * The request inputs an example gives a node, without what shapes the output: the schema is of the output with every
 * such field at its default.
 */
function exampleInputs(node: string, match: Record<string, string>, endpoint: EndpointDescriptor): Array<Record<string, unknown>> {
	const shaping = new Set([...SHAPING_FIELDS, ...endpoint.params.filter((param) => param.in === 'node').map((param) => param.name)]);
	return examples()
		.filter((example) => example.type.endsWith(`.${node}`) && Object.entries(match).every(([name, value]) => example.parameters[name] === value))
		.map((example) => requestInputs(example.parameters, shaping, example.workflow));
}

/** Runs a node with some parameters (the generator's n8n-core run, or a test's) and gives its items or its error. */
export type NodeRun = (node: string, parameters: Record<string, unknown>) => Promise<{ items: INodeExecutionData[]; error?: Error }>;

/**
 * The input with every example reference replaced by the value it reads: the referenced node is run first, on the
 * emulator the input will run on (a monitor created, its ID taken). A reference whose node fails or outputs no such
 * field makes the whole input fail, as it would in the example.
 */
export async function resolveInput(input: Record<string, unknown>, run: NodeRun): Promise<Record<string, unknown>> {
	const resolved: Record<string, unknown> = {};
	const made = new Map<string, unknown>();
	for (const [name, value] of Object.entries(input)) {
		if (isReference(value)) {
			const { node, parameters, field } = value.fromExample;
			const key = JSON.stringify(value.fromExample);
			if (!made.has(key)) {
				const { items, error } = await run(node, await resolveInput(parameters, run));
				const read = items[0]?.json?.[field];
				if (error || read === undefined) throw new Error(`the example's ${node} ${JSON.stringify(parameters)} gave no ${field}: ${error?.message ?? `${items.length} items`}`);
				made.set(key, read);
			}
			resolved[name] = made.get(key);
		} else if (value && typeof value === 'object' && !Array.isArray(value) && (name === 'options' || name === 'filters')) {
			resolved[name] = await resolveInput(value as Record<string, unknown>, run);
		} else {
			resolved[name] = value;
		}
	}
	return resolved;
}

/**
 * Inputs to try, in order: each example's values over each other candidate (an example's expression, left out, is
 * filled from the description or another operation's records), then the other candidates alone.
 */
function withExamples(fromExamples: Array<Record<string, unknown>>, others: Array<Record<string, unknown>>, max = 60): Array<Record<string, unknown>> {
	// An example's fixed values go with another candidate's ID too, in place of what the example reads from a node it
	// ran (its monitor has a webhook already; a seeded one has none).
	const withoutReferences = (input: Record<string, unknown>): Record<string, unknown> =>
		Object.fromEntries(
			Object.entries(input)
				.filter(([, value]) => !isReference(value))
				.map(([name, value]) => [name, (name === 'options' || name === 'filters') && value && typeof value === 'object' ? withoutReferences(value as Record<string, unknown>) : value]),
		);
	const examplesTried = fromExamples.flatMap((example) => [example, withoutReferences(example)]);
	const all = [...examplesTried.flatMap((example) => others.map((other) => ({ ...other, ...example }))), ...others];
	const unique = new Map(all.map((input) => [JSON.stringify(input), input]));
	return [...unique.values()].slice(0, max);
}

/**
 * The stream state the Stream operations read, made on the emulator after each reset: a monitor with a webhook and
 * one without (Stream Webhook > Create sets one on it), a filter rule, and a tweet of the watched account both deliver
 * to a local receiver, so the lists, deliveries and billing logs have records to show. Everything is made through the
 * node's own Create operations (a refusal fails the run, naming what failed); the emulator gives the same IDs after
 * every reset, so inputs read from these records stay valid.
 */
export const STREAM_SEED = {
	username: 'openskies',
	tweet: 'Seeded balloon launch over the bay',
	creates: (receiver: string): Array<Record<string, unknown>> => [
		{ resource: 'streamMonitor', operation: 'create', name: 'Seeded watch', usernames: 'openskies', webhook_url: receiver, webhook_secret: 'seeded-secret' },
		{ resource: 'streamMonitor', operation: 'create', name: 'Seeded watch without webhook', usernames: 'openskies' },
		{ resource: 'filterRule', operation: 'create', tag: 'seeded-balloons', query: 'balloon', interval_seconds: 3600, webhook_url: receiver, webhook_secret: 'seeded-secret' },
	],
};

/** The webhook trigger of the stream, run by runStreamTrigger. */
const STREAM_TRIGGER = 'scrapeBadgerXStreamTrigger';

/** Does the endpoint read or change the service's stream state (so it runs on the seeded state)? */
export const readsStreamState = (endpoint: EndpointDescriptor): boolean => endpoint.path.startsWith('/v1/twitter/stream/');

/** A local webhook receiver answering 204, and the seeding of the stream state for one API key. */
export async function streamSeeder(): Promise<{
	seed: (emulator: Emulator, apiKey: string, run: NodeRun) => Promise<INodeExecutionData[]>;
	close: () => Promise<void>;
}> {
	const receiver = createServer((request, response) => {
		request.resume();
		request.on('end', () => response.writeHead(204).end());
	});
	await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
	const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/seeded-stream`;
	return {
		async seed(emulator, apiKey, run) {
			const made: INodeExecutionData[] = [];
			for (const parameters of STREAM_SEED.creates(url)) {
				const { items, error } = await run('scrapeBadgerX', parameters);
				if (error || items.length === 0) throw new Error(`Seeding the stream state: ${JSON.stringify(parameters)} failed: ${error?.message ?? 'no item'}`);
				made.push(...items);
			}
			// Posted after the rule's creation, so its next check finds it; checked now rather than in an hour.
			await new Promise((resolve) => setTimeout(resolve, 5));
			emulator.stream.post(STREAM_SEED.username, STREAM_SEED.tweet);
			for (const rule of emulator.stream.rulesOf(apiKey).values()) emulator.stream.checkRule(apiKey, rule);
			await emulator.stream.settled();
			return made;
		},
		close: async () => await new Promise<void>((resolve) => receiver.close(() => resolve())),
	};
}

interface Runner {
	emulator: Emulator;
	credentials: { apiKey: string; baseUrl: string };
	/** Makes the stream state again after a reset (see STREAM_SEED). */
	seedStream: () => Promise<INodeExecutionData[]>;
	/** Runs a node with the credentials, its error as a value. */
	run: NodeRun;
	/** The records the seeding made: the inputs a stream operation tries first. */
	seededRecords: Array<Record<string, unknown>>;
}

/**
 * How many inputs that work an operation's schema is made from: records of several searches, products or users show
 * more of the fields that only some records have (a coupon, a removal reason), and more of their types.
 */
const SAMPLE_INPUTS = 4;

/**
 * The operation's items for up to SAMPLE_INPUTS inputs, every other field at its default (Simplify as its default is)
 * but Return All: a field that only later records of a list have (a coupon on page 3) is output by the node too. Also
 * the first input that gave any; undefined when none did.
 */
async function runOperation(
	runner: Runner,
	node: string,
	resource: string,
	endpoint: EndpointDescriptor,
	seenRecords: Array<Record<string, unknown>>,
): Promise<{ input: Record<string, unknown>; items: INodeExecutionData[] } | undefined> {
	let first: Record<string, unknown> | undefined;
	const all: INodeExecutionData[] = [];
	let worked = 0;
	const fromSeed = readsStreamState(endpoint) ? inputCandidates(endpoint, runner.seededRecords, 10) : [];
	for (const input of withExamples(exampleInputs(node, { resource, operation: endpoint.operation }, endpoint), [...fromSeed, ...inputCandidates(endpoint, seenRecords)])) {
		runner.emulator.reset();
		if (readsStreamState(endpoint)) await runner.seedStream();
		const { items, error } = await resolveInput(input, runner.run).then(
			async (resolved) => await runner.run(node, { ...resolved, resource, operation: endpoint.operation, returnAll: true }),
			(thrown: Error) => ({ items: [] as INodeExecutionData[], error: thrown }),
		);
		const records = items.filter((item) => item.json && Object.keys(item.json).length > 0);
		if (!error && records.length > 0) {
			first ??= input;
			all.push(...records);
			if (++worked >= SAMPLE_INPUTS) break;
		} else if (process.env.SCHEMAS_DEBUG) {
			console.error(`${node} ${resource}.${endpoint.operation} ${JSON.stringify(input)}: ${error?.message ?? `${items.length} items`}`);
		}
	}
	return first ? { input: first, items: all } : undefined;
}

/** What a trigger event emits: the first poll of an activated workflow emitting what exists, else a test event. */
async function runEvent(
	runner: Runner,
	triggerNode: string,
	event: string,
	input: Record<string, unknown>,
): Promise<INodeExecutionData[]> {
	const parameters = { ...input, event, pollOptions: { emitExisting: true, maxExisting: 50 } };
	for (const mode of ['trigger', 'manual'] as const) {
		runner.emulator.reset();
		const { emitted } = await pollNode({ node: triggerNode, parameters: parameters as never, credentials: runner.credentials, mode, staticData: {} });
		if (emitted && emitted.length > 0) return emitted;
	}
	return [];
}

/**
 * What a webhook trigger of the stream emits, in each of its modes with its defaults (Simplify off): it is activated
 * on the emulator (which creates its monitor or rule), a tweet it watches for is posted, and the items of the
 * execution the signed delivery started are read; a mode that emits nothing is reported as not covered.
 */
const STREAM_TRIGGER_RUNS: Array<{ mode: string; parameters: Record<string, unknown>; tweet: { username: string; text: string } }> = [
	{ mode: 'Accounts', parameters: { mode: 'accounts', usernames: 'openskies' }, tweet: { username: 'openskies', text: 'Balloon 42 is up' } },
	{ mode: 'Search', parameters: { mode: 'search', query: 'balloon OR kite', interval_seconds: 0.2 }, tweet: { username: 'marta_codes', text: 'A kite over the bay' } },
];

async function runStreamTrigger(runner: Runner, node: string): Promise<Array<{ mode: string; items: INodeExecutionData[] }>> {
	const results: Array<{ mode: string; items: INodeExecutionData[] }> = [];
	for (const { mode, parameters, tweet } of STREAM_TRIGGER_RUNS) {
		runner.emulator.reset();
		runner.emulator.stream.settings.retryDelaysMs = [];
		const trigger = await startWebhookTrigger({ node, parameters: parameters as never, credentials: runner.credentials, mode: 'trigger' });
		try {
			await trigger.activate();
			runner.emulator.stream.post(tweet.username, tweet.text);
			// A monitor delivers at once; a rule at its next check (0.2 s here): 10 s at most.
			for (let waited = 0; waited < 10_000 && trigger.executions.length === 0; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
			await runner.emulator.stream.settled();
			results.push({ mode, items: trigger.executions.flat() });
			await trigger.deactivate();
		} finally {
			await trigger.close();
		}
	}
	return results;
}

/** A trigger node of the package: its registered name, its versions and what it watches. */
interface TriggerNode {
	node: string;
	displayName: string;
	versions: number[];
	triggers: PlatformTriggers;
}

/** The node files of a folder and their descriptions, as n8n loads them (every `*.node.ts`). */
function nodeFiles(folder: string): Array<{ file: string; description: { name: string; displayName: string; version: number | number[]; group?: string[] } }> {
	return readdirSync(join(NODES_DIR, folder))
		.filter((file) => file.endsWith('.node.ts'))
		.flatMap((file) => {
			// eslint-disable-next-line @typescript-eslint/no-require-imports
			const exported = Object.values(require(join(NODES_DIR, folder, file)) as Record<string, unknown>);
			return exported
				.filter((value): value is new () => { description: { name: string; displayName: string; version: number | number[] } } => typeof value === 'function')
				.map((NodeClass) => ({ file, description: new NodeClass().description }));
		});
}

/** Result of running everything: the schema sources, and what could not be run (a test fails on it). */
export interface CollectedOutput {
	sources: SchemaSource[];
	/** Operations and events that output nothing with any input tried (the test fails on them). */
	uncovered: string[];
	/** What gets no schema by design, said when the files are written: a trigger that does not poll. */
	skipped: string[];
}

/** Runs every operation of every action node and every trigger event on a fresh emulator. */
export async function collectOutputs(): Promise<CollectedOutput> {
	const emulator = await startEmulator({ keys: { [DEFAULT_TEST_KEY]: 100_000_000 } });
	const seeder = await streamSeeder();
	const credentials = { apiKey: DEFAULT_TEST_KEY, baseUrl: emulator.url };
	const run: NodeRun = async (node, parameters) =>
		await runNode({ node, parameters: parameters as never, credentials }).catch((thrown: Error) => ({ items: [] as INodeExecutionData[], error: thrown }));
	const runner: Runner = { emulator, credentials, run, seededRecords: [], seedStream: async () => await seeder.seed(emulator, DEFAULT_TEST_KEY, run) };
	const sources: SchemaSource[] = [];
	const uncovered: string[] = [];
	const skipped: string[] = [];
	try {
		for (const platform of packagePlatforms()) {
			const folder = folderOf(platform.node);
			const files = nodeFiles(folder);
			const action = files.find(({ description }) => description.name === platform.node)!;
			const versions = versionsOf(action.description.version);
			const seenRecords: Array<Record<string, unknown>> = [];
			if (platform.descriptor.resources.some((resource) => resource.endpoints.some(readsStreamState))) {
				emulator.reset();
				for (const item of await runner.seedStream()) runner.seededRecords.push(...objectsIn(item.json));
			}
			const inputs = new Map<string, Record<string, unknown>>();
			// Operations whose example IDs the emulator does not know are tried again with IDs other operations listed.
			// An operation the docs say fails every time for now (endpoint.unserved) gives no output to describe: not run.
			const all = platform.descriptor.resources.flatMap((resource) => resource.endpoints.map((endpoint) => ({ resource, endpoint })));
			let pending = all.filter(({ endpoint }) => endpoint.unserved === undefined);
			for (const { resource, endpoint } of all) if (endpoint.unserved) skipped.push(`${platform.displayName}: ${resource.name} > ${endpoint.name}: ${endpoint.unserved}`);
			const outputs = new Map<string, INodeExecutionData[]>();
			for (let round = 0; round < 4 && pending.length > 0; round++) {
				const failed: typeof pending = [];
				for (const entry of pending) {
					const result = await runOperation(runner, platform.node, entry.resource.value, entry.endpoint, seenRecords);
					if (!result) {
						failed.push(entry);
						continue;
					}
					const key = `${entry.resource.value}/${entry.endpoint.operation}`;
					outputs.set(key, result.items);
					inputs.set(key, result.input);
					for (const item of result.items) seenRecords.push(...objectsIn(item.json));
				}
				if (failed.length === pending.length) break;
				pending = failed;
			}
			for (const { resource, endpoint } of pending) uncovered.push(`${platform.displayName}: ${resource.name} > ${endpoint.name} output nothing with any input tried`);
			for (const resource of platform.descriptor.resources) {
				for (const endpoint of resource.endpoints) {
					const key = `${resource.value}/${endpoint.operation}`;
					const items = outputs.get(key);
					if (!items) continue;
					for (const version of versions) {
						sources.push({
							file: join(folder, SCHEMA_DIR, `v${paddedVersion(version)}`, resource.value, `${endpoint.operation}.json`),
							title: `${platform.displayName} ${resource.name} > ${endpoint.name}`,
							records: items.map((item) => ({ source: endpoint.name, json: item.json })),
							run: { node: platform.node, parameters: { ...inputs.get(key), resource: resource.value, operation: endpoint.operation }, seeded: readsStreamState(endpoint) || undefined },
						});
					}
				}
			}
			sources.push(...(await triggerSources(runner, folder, files, platform.trigger?.triggers, inputs, seenRecords, uncovered, skipped)));
		}
	} finally {
		await seeder.close();
		await emulator.close();
		shutdownN8n();
	}
	return { sources, uncovered, skipped };
}

/** The folder of a node under nodes/, found by its registered name. */
function folderOf(node: string): string {
	const folder = readdirSync(NODES_DIR, { withFileTypes: true })
		.filter((entry) => entry.isDirectory() && entry.name !== 'shared')
		.find((entry) => nodeFiles(entry.name).some(({ description }) => description.name === node));
	if (!folder) throw new Error(`No folder under nodes/ holds the node ${node}`);
	return folder.name;
}

/**
 * The schema sources of a folder's trigger nodes: one per event (under the trigger's name), and the one n8n asks for
 * (`v<x.y.z>.json`, no resource or operation), describing every event of every trigger of the folder at that version.
 */
async function triggerSources(
	runner: Runner,
	folder: string,
	files: ReturnType<typeof nodeFiles>,
	triggers: PlatformTriggers | undefined,
	inputs: Map<string, Record<string, unknown>>,
	seenRecords: Array<Record<string, unknown>>,
	uncovered: string[],
	skipped: string[],
): Promise<SchemaSource[]> {
	const triggerNodes: TriggerNode[] = [];
	const webhookTriggers: Array<{ node: string; displayName: string; versions: number[] }> = [];
	const unrunnable: Array<{ displayName: string; versions: string[] }> = [];
	for (const { description } of files.filter(({ file }) => file.endsWith('Trigger.node.ts'))) {
		const events = (description as unknown as { properties: Array<{ name: string; options?: Array<{ value: unknown }> }> }).properties.find(
			(property) => property.name === 'event',
		);
		const watched = triggers && events?.options?.every((option) => triggers.events.some((event) => event.value === option.value)) ? triggers : undefined;
		if (!watched) {
			if (description.name === STREAM_TRIGGER) {
				webhookTriggers.push({ node: description.name, displayName: description.displayName, versions: versionsOf(description.version) });
				continue;
			}
			// A trigger of another kind cannot be run here: it gets no schema, and since n8n asks every trigger of a
			// folder for the same v<x.y.z>.json, neither do the folder's other triggers at its versions.
			unrunnable.push({ displayName: description.displayName, versions: versionsOf(description.version).map((version) => `v${paddedVersion(version)}`) });
			skipped.push(`${description.displayName}: not a polling trigger, so no output to make a schema from (n8n then shows no preview for it)`);
			continue;
		}
		triggerNodes.push({ node: description.name, displayName: description.displayName, versions: versionsOf(description.version), triggers: watched });
	}
	const sources: SchemaSource[] = [];
	const byVersion = new Map<string, SchemaSource>();
	for (const trigger of triggerNodes) {
		for (const event of trigger.triggers.events) {
			const endpoint = watchedEndpoint(trigger.triggers, event);
			const key = `${event.from.resource}/${event.from.operation}`;
			const known = inputs.get(key);
			const others = known ? [known, ...inputCandidates(endpoint, seenRecords)] : inputCandidates(endpoint, seenRecords);
			const candidates = withExamples(exampleInputs(trigger.node, { event: event.value }, endpoint), others, 20);
			let emitted: INodeExecutionData[] = [];
			for (const input of candidates) {
				emitted = await runEvent(runner, trigger.node, event.value, input);
				if (emitted.length > 0) break;
			}
			if (emitted.length === 0) {
				uncovered.push(`${trigger.displayName}: ${event.name} emitted nothing with any input tried`);
				continue;
			}
			// A folder with two trigger nodes names the node too.
			const source = triggerNodes.length + webhookTriggers.length > 1 ? `${trigger.displayName}: ${event.name}` : event.name;
			const records = emitted.map((item) => ({ source, json: item.json }));
			for (const version of trigger.versions) {
				const padded = `v${paddedVersion(version)}`;
				sources.push({
					file: join(folder, SCHEMA_DIR, padded, trigger.node, `${event.value}.json`),
					title: `${trigger.displayName}: ${event.name}`,
					records,
				});
				const whole = byVersion.get(padded) ?? { file: join(folder, SCHEMA_DIR, `${padded}.json`), title: '', records: [] };
				whole.records.push(...records);
				byVersion.set(padded, whole);
			}
		}
	}
	// The stream trigger's deliveries join the folder's file (n8n shows it for every trigger of the folder), each field
	// saying which trigger and mode outputs it; the trigger has no events, so no file of its own.
	for (const trigger of webhookTriggers) {
		for (const { mode, items } of await runStreamTrigger(runner, trigger.node)) {
			if (items.length === 0) {
				uncovered.push(`${trigger.displayName}: ${mode} emitted nothing`);
				continue;
			}
			for (const version of trigger.versions) {
				const padded = `v${paddedVersion(version)}`;
				const whole = byVersion.get(padded) ?? { file: join(folder, SCHEMA_DIR, `${padded}.json`), title: '', records: [] };
				whole.records.push(...items.map((item) => ({ source: `${trigger.displayName}: ${mode}`, json: item.json })));
				byVersion.set(padded, whole);
			}
		}
	}
	for (const [padded, whole] of byVersion) {
		const sharing = unrunnable.filter((trigger) => trigger.versions.includes(padded));
		if (sharing.length > 0) {
			skipped.push(`${folder}/${SCHEMA_DIR}/${padded}.json not written: n8n would show it for ${sharing.map((trigger) => trigger.displayName).join(', ')} too`);
			continue;
		}
		const names = [...new Set(whole.records.map((record) => record.source))];
		const nodes = [...triggerNodes, ...webhookTriggers].filter((trigger) => trigger.versions.some((version) => `v${paddedVersion(version)}` === padded));
		whole.title = `Every event of ${nodes.map((trigger) => trigger.displayName).join(' and ')} (${names.length} events)`;
		sources.push(whole);
	}
	return sources;
}

// ---------------------------------------------------------------------------------------------------------------
// The files

/** The schema file's text: the inferred schema, with what it describes in its description. */
export function renderSchema(source: SchemaSource): string {
	const schema = inferSchema(source.records);
	const ordered: JsonSchema & { $schema: string } = {
		$schema: 'http://json-schema.org/draft-07/schema#',
		description: `${source.title}: one output item, as the node outputs it with its defaults. Generated by npm run schemas; do not edit.`,
		...schema,
	};
	return `${JSON.stringify(ordered, null, '\t')}\n`;
}

/** Every schema file under nodes/ today, relative to the nodes folder. */
export function committedSchemaFiles(): string[] {
	const files: string[] = [];
	const walk = (dir: string) => {
		for (const entry of readdirSync(dir, { withFileTypes: true })) {
			const path = join(dir, entry.name);
			if (entry.isDirectory()) walk(path);
			else if (entry.name.endsWith('.json') && path.includes(`/${SCHEMA_DIR}/`)) files.push(relative(NODES_DIR, path));
		}
	};
	for (const entry of readdirSync(NODES_DIR, { withFileTypes: true })) {
		if (entry.isDirectory() && entry.name !== 'shared') walk(join(NODES_DIR, entry.name));
	}
	return files.sort();
}

export const readCommitted = (file: string): string => readFileSync(join(NODES_DIR, file), 'utf8');

/** Writes every schema and removes the ones no operation or event gives any more. */
export function writeSchemas(sources: SchemaSource[]): { written: number; removed: string[] } {
	const wanted = new Set(sources.map((source) => source.file));
	const removed = committedSchemaFiles().filter((file) => !wanted.has(file));
	for (const file of removed) rmSync(join(NODES_DIR, file));
	for (const source of sources) {
		const path = join(NODES_DIR, source.file);
		mkdirSync(dirname(path), { recursive: true });
		writeFileSync(path, renderSchema(source));
	}
	return { written: sources.length, removed };
}

if (require.main === module) {
	void (async () => {
		const { sources, uncovered, skipped } = await collectOutputs();
		const { written, removed } = writeSchemas(sources);
		for (const note of skipped) console.log(`Skipped: ${note}`);
		console.log(`${written} output schemas written under nodes/*/${SCHEMA_DIR}/${removed.length > 0 ? `; removed: ${removed.join(', ')}` : ''}`);
		if (uncovered.length > 0) {
			console.error(`Not covered (fix the inputs or the emulator's fixtures):\n  ${uncovered.join('\n  ')}`);
			process.exitCode = 1;
		}
	})();
}
