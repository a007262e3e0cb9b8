/**
 * The bad-input corpus: for every parameter of every operation of every node in the package, values
 * that break its stated form (out of range, wrong type, unknown enum, blank, injection strings),
 * derived from the descriptors so new endpoints are covered by themselves. Each is run through
 * n8n-core against the emulator and must be refused naming the field, with zero requests sent.
 */
import type { EndpointDescriptor, ParamDescriptor } from '../../nodes/shared/descriptor';
import { isOwnField } from '../../nodes/shared/descriptor';
import { packagePlatforms as platforms } from '../harness/platforms';
import { nodeSuite } from '../harness/suite';
import { accepts, requiredValues } from './samples';

const suite = nodeSuite();

const INJECTIONS = ['../../v1/admin', '..', 'a/b', 'x?admin=1', 'x#frag', '%2F..%2F', 'two words', 'line\nbreak', '<script>', 'ünïcødé∞'];

/** An expression handing the node a value of the wrong type, as a mapped field from a previous node would. */
const expression = (value: unknown) => ({ typed: `={{ ${JSON.stringify(value)} }}`, resolved: value });
const literal = (value: unknown) => ({ typed: value, resolved: value });

/** Values that break the parameter's form; kept only if the engine's own check refuses them. */
function badValues(param: ParamDescriptor): unknown[] {
	const record = param as unknown as Record<string, unknown>;
	const candidates = [
		literal('not_a_valid_value_at_all'),
		expression({ an: 'object' }),
		expression(['a', 'list']),
		...INJECTIONS.map(literal),
	];
	// Blank typed into the field, n8n itself refuses before the node runs; an expression reaches the node.
	// A blank that means "nothing to fetch" (a comment without replies) is no bad input.
	if (param.required && !param.blankMeansNone) candidates.push(expression(''), expression('   '), expression(null));
	if (typeof record.min === 'number') candidates.push(literal(record.min - 1), expression(record.min - 1));
	if (typeof record.max === 'number') candidates.push(literal(record.max + 1));
	if (param.type === 'integer') candidates.push(literal(2.5), expression('7 pages'));
	if (param.type === 'number' || param.type === 'integer') candidates.push(literal('abc'), expression('12abc'));
	if (typeof record.maxLength === 'number') candidates.push(literal('x'.repeat(record.maxLength + 1)));
	if (param.type === 'boolean') candidates.push(literal('maybe'), literal(2));
	return candidates.filter(({ resolved }) => !accepts(param, resolved)).map(({ typed }) => typed);
}

/** Request Options exist on every operation of every node and are checked the same way. */
const REQUEST_OPTION_CASES: Array<[string, string, unknown]> = [
	['maxAttempts', 'Max Attempts', 0],
	['maxAttempts', 'Max Attempts', 11],
	['maxAttempts', 'Max Attempts', '={{ "many" }}'],
	['maxWaitSeconds', 'Max Total Wait (Seconds)', -1],
	['timeoutSeconds', 'Timeout (Seconds)', 0],
	['timeoutSeconds', 'Timeout (Seconds)', '={{ "soon" }}'],
	['creditBudget', 'Credit Budget', -5],
];

interface Case {
	label: string;
	node: string;
	parameters: Record<string, unknown>;
	field: string;
}

function cases(): Case[] {
	const all: Case[] = [];
	for (const { node, descriptor } of platforms()) {
		for (const resource of descriptor.resources) {
			for (const endpoint of resource.endpoints) {
				const baseline = requiredValues(endpoint);
				if (!baseline) continue;
				for (const [name, field, bad] of REQUEST_OPTION_CASES) {
					all.push({
						label: `${node} ${resource.value}.${endpoint.operation} requestOptions.${name} = ${JSON.stringify(bad)}`,
						node,
						parameters: { resource: resource.value, operation: endpoint.operation, limit: 1, ...baseline, requestOptions: { [name]: bad } },
						field,
					});
				}
				for (const param of endpoint.params) {
					const shown = showing(endpoint, param);
					for (const bad of badValues(param)) {
						const parameters: Record<string, unknown> = {
							resource: resource.value,
							operation: endpoint.operation,
							limit: 1,
							...baseline,
							...shown.fields,
							options: { ...shown.options },
						};
						if (isOwnField(param)) parameters[param.name] = bad;
						// A filter is set in the operation's Filters (an operation with filters only has no Options to fall back on).
						else if (param.filter) parameters.filters = { [param.name]: bad };
						else parameters.options = { ...shown.options, [param.name]: bad };
						all.push({
							label: `${node} ${resource.value}.${endpoint.operation} ${param.name} = ${JSON.stringify(bad).slice(0, 40)}`,
							node,
							parameters,
							field: param.displayName,
						});
					}
				}
			}
		}
	}
	return all;
}

/**
 * Values meeting a parameter's `showWhen`, each where its field sits: n8n drops the value of a field it does not show,
 * so a broken value is tried where n8n shows it (a file field name with a file output, a time range with Top).
 */
function showing(endpoint: EndpointDescriptor, param: ParamDescriptor): { fields: Record<string, unknown>; options: Record<string, unknown> } {
	const shown = { fields: {} as Record<string, unknown>, options: {} as Record<string, unknown> };
	for (const [name, values] of Object.entries(param.showWhen ?? {})) {
		const other = endpoint.params.find((candidate) => candidate.name === name);
		if (other) (isOwnField(other) ? shown.fields : shown.options)[name] = values[0];
	}
	return shown;
}

const CORPUS = cases();

test('the corpus covers every node with well over 100 cases', () => {
	expect([...new Set(CORPUS.map((entry) => entry.node))].sort()).toEqual(platforms().map((platform) => platform.node).sort());
	expect(CORPUS.length).toBeGreaterThan(100);
});

test.each(CORPUS.map((entry) => [entry.label, entry] as const))('%s is refused before any request', async (_label, entry) => {
	const { items, error } = await suite.run({ node: entry.node, parameters: entry.parameters as never });
	const refused = { message: error?.message, requests: suite.emulator.requests.length, items: items.length };
	expect(refused).toEqual({ message: expect.stringContaining(entry.field), requests: 0, items: 0 });
	expect(error?.message).toMatch(/must be|is required|must|cannot|only|either|both/i);
});
