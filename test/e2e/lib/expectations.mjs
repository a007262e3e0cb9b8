/**
 * Checks one run of an example workflow against its `.expect.json` run entry. Returns a list of
 * problems (empty: the run is as expected). The format, documented in examples/README.md:
 *
 * {
 *   "title": "...",
 *   "emulator": { "credits": 0, "faults": [ ... ] },      optional set-up before the run
 *   "error": "text the failure message must contain",    the workflow must fail (n8n execute exits non-zero)
 *   "nodes": {                                            per node name, its first run's main output
 *     "<node>": {
 *       "items": 230,                                     exact count
 *       "pairedItem": 0 | [0, 0, 1],                      every item from input 0, or item by item
 *       "fields": ["name"],                               keys every item has, not null or empty
 *       "first": {...}, "last": {...}, "at": {"6": {...}} partial matches; {"$contains": "text"} for substrings
 *       "distinct": "name"                                no two items share this field's value
 *       "binary": { "<field>": {...} }                    every item has these binary fields (partial match of
 *                                                          n8n's file data: mimeType, fileName, fileExtension...)
 *     }
 *   },
 *   "requests": [{ "method", "path", "query": {...}, "body": {...}, "status" }],   the API requests, in any order
 *                                                          (partial match each; body: a POST's JSON body)
 *   "credits": 5                                          credits charged in all
 * }
 */
import { scrapeBadgerNodes } from './package.mjs';

export function describe(value) {
	const text = JSON.stringify(value);
	return text === undefined ? 'undefined' : text.length > 160 ? `${text.slice(0, 157)}...` : text;
}

function matches(expected, actual) {
	if (expected !== null && typeof expected === 'object' && !Array.isArray(expected)) {
		if ('$contains' in expected) return typeof actual === 'string' && actual.includes(expected.$contains);
		if (actual === null || typeof actual !== 'object') return false;
		return Object.entries(expected).every(([key, value]) => matches(value, actual[key]));
	}
	if (Array.isArray(expected)) {
		return Array.isArray(actual) && expected.length === actual.length && expected.every((value, i) => matches(value, actual[i]));
	}
	return expected === actual;
}

function partial(problems, where, expected, actual) {
	if (actual === undefined) {
		problems.push(`${where}: missing`);
		return;
	}
	for (const [key, value] of Object.entries(expected)) {
		if (!matches(value, actual[key])) problems.push(`${where}.${key}: expected ${describe(value)}, got ${describe(actual[key])}`);
	}
}

/** The paired input index of an output item (n8n stores an object, an array of them, or a number). */
export function pairedIndex(item) {
	const paired = Array.isArray(item.pairedItem) ? item.pairedItem[0] : item.pairedItem;
	if (typeof paired === 'number') return paired;
	return paired?.item;
}

/** Output items of a node's first run in n8n's run data, or undefined when the node did not run. */
export function nodeItems(runData, nodeName) {
	const task = runData?.[nodeName]?.[0];
	if (!task) return undefined;
	return task.data?.main?.[0] ?? [];
}

export function checkNode(name, expected, items) {
	const problems = [];
	const where = `"${name}"`;
	if (items === undefined) return [`${where} did not run`];
	if (expected.items !== undefined && items.length !== expected.items) {
		problems.push(`${where}: ${items.length} items, expected ${expected.items}`);
	}
	if (expected.pairedItem !== undefined) {
		const paired = items.map(pairedIndex);
		const wanted = Array.isArray(expected.pairedItem) ? expected.pairedItem : items.map(() => expected.pairedItem);
		if (!matches(wanted, paired)) problems.push(`${where}: pairedItem ${describe(paired)}, expected ${describe(wanted)}`);
	}
	for (const field of expected.fields ?? []) {
		const without = items.findIndex((item) => item.json[field] === undefined || item.json[field] === null || item.json[field] === '');
		if (without >= 0) problems.push(`${where}: item ${without} has no "${field}"`);
	}
	if (expected.first) partial(problems, `${where} first item`, expected.first, items[0]?.json);
	if (expected.last) partial(problems, `${where} last item`, expected.last, items[items.length - 1]?.json);
	for (const [index, value] of Object.entries(expected.at ?? {})) {
		partial(problems, `${where} item ${index}`, value, items[Number(index)]?.json);
	}
	for (const [field, value] of Object.entries(expected.binary ?? {})) {
		const without = items.findIndex((item) => item.binary?.[field] === undefined);
		if (without >= 0) problems.push(`${where}: item ${without} has no binary field "${field}"`);
		else items.forEach((item, index) => partial(problems, `${where} item ${index} binary.${field}`, value, item.binary[field]));
	}
	if (expected.distinct) {
		const values = items.map((item) => item.json[expected.distinct]);
		const dupes = values.filter((value, i) => values.indexOf(value) !== i);
		if (dupes.length > 0) problems.push(`${where}: "${expected.distinct}" repeats: ${describe(dupes.slice(0, 5))}`);
	}
	return problems;
}

/**
 * Pairs every expected request with a logged request of its own that it matches, in any order: with the nodes'
 * Concurrency, the requests of items side by side and the pages asked together reach the API in no fixed order
 * (the nodes' output keeps its order). A maximum matching (augmenting paths), so that a looser expectation never
 * takes the only request a stricter one could match. Returns the expectations and the requests left unpaired.
 */
function pairRequests(expected, got) {
	const pairedWith = new Array(got.length).fill(-1);
	const pair = (index, tried) => {
		for (let candidate = 0; candidate < got.length; candidate++) {
			if (tried[candidate] || !matches(expected[index], got[candidate])) continue;
			tried[candidate] = true;
			if (pairedWith[candidate] < 0 || pair(pairedWith[candidate], tried)) {
				pairedWith[candidate] = index;
				return true;
			}
		}
		return false;
	};
	const missing = expected.filter((_, index) => !pair(index, new Array(got.length).fill(false)));
	return { missing, unexpected: got.filter((_, candidate) => pairedWith[candidate] < 0) };
}

/**
 * @param expected one entry of `runs`
 * @param outcome { code, data (parsed run data or undefined), output (stdout+stderr) }
 * @param requests the emulator's request log for this run
 */
export function checkRun(expected, outcome, requests) {
	const problems = [];
	const runData = outcome.data?.data?.resultData?.runData;
	if (expected.error !== undefined) {
		if (outcome.code === 0) problems.push(`the workflow should have failed ("${expected.error}") but n8n execute exited 0`);
		else if (!outcome.output.includes(expected.error)) {
			problems.push(`the failure should mention "${expected.error}"; n8n printed:\n${outcome.output.trim().slice(-1500)}`);
		}
	} else {
		if (outcome.code !== 0 || !runData) {
			return [`n8n execute exited ${outcome.code} without run data:\n${outcome.output.trim().slice(-2500)}`];
		}
		const error = outcome.data.data.resultData.error;
		if (error) problems.push(`the run recorded an error: ${error.message}`);
	}
	for (const [name, nodeExpectation] of Object.entries(expected.nodes ?? {})) {
		problems.push(...checkNode(name, nodeExpectation, nodeItems(runData, name)));
	}
	if (expected.requests) {
		const got = requests.map((request) => ({ method: request.method, path: request.path, query: request.query, body: request.body, status: request.status }));
		if (got.length !== expected.requests.length) {
			problems.push(`${got.length} API requests, expected ${expected.requests.length}: ${describe(got)}`);
		} else {
			const { missing, unexpected } = pairRequests(expected.requests, got);
			for (const request of missing) problems.push(`no API request matches ${describe(request)}`);
			for (const request of unexpected) problems.push(`API request not expected: ${describe(request)}`);
		}
	}
	if (expected.credits !== undefined) {
		const credits = requests.reduce((sum, request) => sum + request.creditsCharged, 0);
		if (credits !== expected.credits) problems.push(`${credits} credits charged, expected ${expected.credits}`);
	}
	return problems;
}

/** Items of our nodes must be paired to an input item, or n8n's item linking ($('Node').item) breaks downstream. */
export function pairingProblems(workflow, runData) {
	const problems = [];
	for (const node of scrapeBadgerNodes(workflow)) {
		const items = nodeItems(runData, node.name) ?? [];
		const unpaired = items.findIndex((item) => pairedIndex(item) === undefined);
		if (unpaired >= 0) problems.push(`"${node.name}" item ${unpaired} has no pairedItem`);
	}
	return problems;
}

/** What n8n prints when it could not load the package (or a worker lacks it). */
export const LOADING_PROBLEM = /Error loading package|Could not load|Unrecognized node type/i;

/**
 * Everything checked about one run of an example, however n8n ran it: checkRun, then our nodes' items paired
 * to their inputs, the API key nowhere in n8n's output, no loading problem.
 * @param secret the API key the run's credential holds (or a part of it no output may contain)
 */
export function checkExampleRun(expected, workflow, outcome, requests, secret) {
	const problems = checkRun(expected, outcome, requests);
	if (expected.error === undefined && outcome.data) {
		problems.push(...pairingProblems(workflow, outcome.data.data.resultData.runData));
	}
	if (outcome.output.includes(secret)) problems.push("the API key appears in n8n's output");
	if (LOADING_PROBLEM.test(outcome.output)) {
		problems.push(`n8n reported a loading problem:\n${outcome.output.trim().slice(-1500)}`);
	}
	return problems;
}
