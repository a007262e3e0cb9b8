/**
 * The editor, checked the way a user meets it: `n8n start` on 127.0.0.1 with the packed package
 * installed, the owner set up, and Debian's Chromium driven by playwright-core. The list of nodes,
 * resources and operations comes from the package's dist/, so a new node is checked as soon as it
 * is registered. Screenshots go to test/e2e/output/screenshots/ (gitignored); `npm run screenshots`
 * copies the README's few into examples/screenshots/.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { chromium } from 'playwright-core';

import { N8nInstance, setUpOwner } from './lib/instance.mjs';
import { takeShare } from './lib/line-share.mjs';
import { EXAMPLES_DIR, EXAMPLE_CREDENTIAL, PACKAGE_JSON, ROOT, exampleCredential } from './lib/package.mjs';

export const OUTPUT_DIR = join(ROOT, 'test', 'e2e', 'output', 'screenshots');
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const ALL_NODES_WORKFLOW_ID = 'sbE2eAllNodes001';
/** The example run from the editor: a chain whose last node shows a tidy table. */
const CHAIN = {
	file: join(EXAMPLES_DIR, 'chain-next-page.workflow.json'),
	id: 'sbExChainNext001',
	firstNode: 'Top 5 subreddits',
	firstItems: 5,
	firstText: 'r/funny',
	lastNode: 'Rank and tidy',
	lastItems: 5,
	lastText: 'r/aww',
	requests: 2,
};
/**
 * Entries no resource or operation of a platform: "Custom API Call", which ends every Resource and Operation dropdown
 * (the node's own, so n8n adds none of its own; checked on its own below).
 */
const N8N_OWN_OPTIONS = new Set(['Custom API Call']);
/**
 * The "Custom API Call" entry, chosen in Resource and then in an Operation dropdown of the Reddit node: Path and Query
 * Parameters show (with n8n's own entry, value __CUSTOM_API_CALL__, n8n's editor would hide them), an operation's
 * fields do not, each dropdown lists the entry once, and the call runs from the editor.
 */
const CUSTOM_CALL = {
	node: 'ScrapeBadger Reddit',
	resource: 'Subreddit',
	path: '/v1/reddit/subreddits/programming/posts',
	query: { name: 'limit', value: '2' },
	fields: ['parameter-input-customPath', 'fixed-collection-customQuery'],
	/** A field of the Subreddit resource's default operation (Get Posts), which a Custom API Call must not show. */
	operationField: 'parameter-input-subreddit',
};
/** The credential's free test request (credentials/ScrapeBadgerSuiteApi.credentials.ts). */
const CREDENTIAL_TEST_PATH = '/v1/account/me';
/** What the credential's test rule says for 401, and what n8n itself says when it does not apply the rule. */
const CREDENTIAL_401_MESSAGE = 'The API key was rejected (401)';
const N8N_401_MESSAGE = 'Authorization failed - please check your credentials';

/** A workflow holding one of each of the package's nodes, each with the example credential. */
function allNodesWorkflow(nodes, credentialType) {
	return {
		id: ALL_NODES_WORKFLOW_ID,
		name: 'Every ScrapeBadger node',
		active: false,
		settings: { executionOrder: 'v1' },
		nodes: nodes.map((node, index) => ({
			id: `0b7c5a3e-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
			name: node.displayName,
			type: node.type,
			typeVersion: 1,
			position: [200 + 260 * (index % 4), 200 + 220 * Math.floor(index / 4)],
			parameters: {},
			credentials: { [credentialType]: EXAMPLE_CREDENTIAL },
		})),
		connections: {},
		pinData: {},
	};
}

/**
 * The output schemas (nodes/<folder>/__schema__/, npm run schemas) in the editor. n8n's editor asks
 * `GET /schemas/<node type>/<typeVersion as x.y.z>/<resource>/<operation>.json` for a node that has no output yet and
 * shows the answer in the input panel of the node after it ("Usually outputs the following fields"), where its fields
 * can be dragged into the node: one workflow per action node, Manual Trigger -> the node (never run) -> Edit Fields.
 */
const SCHEMA_PREVIEW_NEXT = 'Mapped fields';
const SCHEMA_PREVIEW_TEXT = 'Usually outputs the following fields';

/** The node's operation a preview is checked on: one an example runs with fixed values, its default where one does. */
function previewOperation(node) {
	const examples = readdirSync(EXAMPLES_DIR)
		.filter((file) => file.endsWith('.workflow.json'))
		.sort()
		.flatMap((file) => JSON.parse(readFileSync(join(EXAMPLES_DIR, file), 'utf8')).nodes)
		.filter((candidate) => candidate.type === node.type && candidate.parameters.resource !== undefined);
	const isFixed = (value) =>
		typeof value === 'string' ? !value.startsWith('=') : typeof value !== 'object' || value === null || Object.values(value).every(isFixed);
	// A node that sets nothing but its operation may read its input from the incoming item (App Store's App > Get reads
	// the item's app_id by default), which the preview workflow's Start node does not give: not runnable there.
	const SHAPING = new Set(['resource', 'operation', 'simplify', 'options', 'returnAll', 'limit']);
	const setsInput = (parameters) => Object.keys(parameters).some((name) => !SHAPING.has(name));
	const runnable = examples.filter((candidate) => isFixed(candidate.parameters) && setsInput(candidate.parameters));
	const resource = node.resources.find((candidate) => candidate.value === node.defaultResource);
	const chosen =
		runnable.find((candidate) => candidate.parameters.resource === resource?.value && candidate.parameters.operation === resource?.defaultOperation) ??
		runnable[0];
	if (!chosen) return undefined;
	// Output shaping at its default: the schema is of the output as a node first added gives it.
	const { simplify: _simplify, ...parameters } = chosen.parameters;
	return { resource: parameters.resource, operation: parameters.operation, parameters: { ...parameters, returnAll: false, limit: 3 } };
}

/**
 * The field dragged where the first text field will not do: n8n 1.123.81 maps the top-level `title` dragged from Bing's
 * and Yandex's previews to the sitelink's of the same name (`{{ $json.deep_links[0].title }}`, `sitelinks[0].title`),
 * seen in CI on 2026-11-29 however the pill was picked, so their check drags a field no nested one shares.
 */
const PREVIEW_FIELD = { scrapeBadgerBing: 'site_name', scrapeBadgerYandex: 'displayed_url' };

/** The schema file n8n serves for a node's operation, from the built package; and the first text field it lists. */
function previewSchema(node, operation) {
	const folder = dirname(join(ROOT, nodeFile(node)));
	const file = join(folder, '__schema__', 'v1.0.0', operation.resource, `${operation.operation}.json`);
	if (!existsSync(file)) return { file };
	const schema = JSON.parse(readFileSync(file, 'utf8'));
	// A text field, else a number (an answer output whole, as Idealista's, may hold only counts and lists at its top).
	const field =
		PREVIEW_FIELD[node.name] ??
		['string', 'number'].map((type) => Object.entries(schema.properties).find(([, property]) => property.type === type)?.[0]).find(Boolean);
	return { file, schema, field };
}

/** The compiled file package.json registers for a node (`dist/nodes/Reddit/ScrapeBadgerReddit.node.js`). */
const nodeFile = (node) => PACKAGE_JSON.n8n.nodes.find((path) => path.toLowerCase().endsWith(`/${node.name.toLowerCase()}.node.js`));

function schemaPreviewWorkflow(node, operation, credentialType, index, { trigger = false } = {}) {
	const id = `sbE2eSchema${String(index).padStart(5, '0')}`;
	const workflow = {
		id,
		name: `Schema preview: ${node.displayName}`,
		active: false,
		settings: { executionOrder: 'v1' },
		nodes: [
			{ id: `5c6e0000-0000-4000-8000-${String(index).padStart(10, '0')}01`, name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
			{
				id: `5c6e0000-0000-4000-8000-${String(index).padStart(10, '0')}02`,
				name: node.displayName,
				type: node.type,
				typeVersion: 1,
				position: [260, 0],
				parameters: operation.parameters,
				credentials: { [credentialType]: EXAMPLE_CREDENTIAL },
			},
			{
				id: `5c6e0000-0000-4000-8000-${String(index).padStart(10, '0')}03`,
				name: SCHEMA_PREVIEW_NEXT,
				type: 'n8n-nodes-base.set',
				typeVersion: 3.4,
				position: [520, 0],
				parameters: { assignments: { assignments: [] }, options: {} },
			},
		],
		connections: {
			Start: { main: [[{ node: node.displayName, type: 'main', index: 0 }]] },
			[node.displayName]: { main: [[{ node: SCHEMA_PREVIEW_NEXT, type: 'main', index: 0 }]] },
		},
		pinData: {},
	};
	if (trigger) {
		workflow.nodes = workflow.nodes.filter((entry) => entry.name !== 'Start');
		delete workflow.connections.Start;
	}
	return workflow;
}

/**
 * For each action node: a node that has never run shows its schema in the next node's input panel (before any request),
 * a field dragged from it into Edit Fields becomes an expression, and after "Execute workflow" the expression resolves to
 * the value the node output.
 */
async function schemaPreviewChecks({ page, server, emulator, report, label, shot, previews, noSchema, triggerPreview, n8nMajor }) {
	/** Opens the workflow's next node and returns the input panel and the editor's schema request's answer. */
	const openNext = async (workflow) => {
		await page.goto(`${server.url}/workflow/${workflow.id}`);
		await page.locator('[data-test-id="canvas-node"]').first().waitFor({ timeout: 60_000 });
		const asked = page.waitForResponse((response) => response.url().includes('/schemas/'), { timeout: 30_000 }).catch(() => undefined);
		await openNode(page, SCHEMA_PREVIEW_NEXT);
		const input = page.locator('[data-test-id="ndv-input-panel"]');
		return { input, asked };
	};
	/** Waits for `locator`; when it does not show, keeps a screenshot of what the panel showed instead. */
	const visibleOrShot = async (locator, name) => {
		try {
			await locator.waitFor({ timeout: 30_000 });
		} catch (error) {
			await shot(page, name, [page.locator('[data-test-id="ndv"]')]).catch(() => {});
			throw error;
		}
	};
	const askedLine = async (asked, name) => {
		const response = await asked;
		if (response) console.log(`      ${name}: the editor asked ${new URL(response.url()).pathname} -> ${response.status()}`);
		return response;
	};
	// n8n 2.x's editor gives trigger nodes no schema preview ("Trigger nodes do not have schema previews", in its
	// VirtualSchema): it neither asks for the file nor shows one; n8n 1.x asks for v1.0.0.json and shows it.
	if (triggerPreview && n8nMajor >= 2) {
		await report.check(`${label}: ${triggerPreview.node.displayName} never run: no schema preview (n8n 2.x gives triggers none), "Execute previous nodes"`, async () => {
			const { input } = await openNext(triggerPreview.workflow);
			await visibleOrShot(input.getByText('Execute previous nodes').first(), `schema-preview-${triggerPreview.node.name}-failed`);
			await shot(page, `schema-preview-${triggerPreview.node.name}`, [page.locator('[data-test-id="ndv"]')]);
			const previewShown = await input.getByText(SCHEMA_PREVIEW_TEXT).count();
			await closeNode(page);
			return previewShown > 0 ? ['n8n 2.x showed a schema preview for a trigger: the README and TESTING.md say it does not'] : [];
		});
	} else if (triggerPreview) {
		await report.check(`${label}: ${triggerPreview.node.displayName} never run: the next node shows the schema of its events`, async () => {
			const { input, asked } = await openNext(triggerPreview.workflow);
			await visibleOrShot(input.getByText(SCHEMA_PREVIEW_TEXT).first(), `schema-preview-${triggerPreview.node.name}-failed`);
			const response = await askedLine(asked, triggerPreview.node.displayName);
			await input.locator('[data-test-id="run-data-schema-item"]', { hasText: 'title' }).first().waitFor({ timeout: 15_000 });
			await shot(page, `schema-preview-${triggerPreview.node.name}`, [page.locator('[data-test-id="ndv"]')]);
			await closeNode(page);
			const expected = `/schemas/${triggerPreview.node.type}/1.0.0.json`;
			return response && new URL(response.url()).pathname === expected ? [] : [`the editor asked ${response?.url()}, expected ${expected}`];
		});
	}
	if (noSchema) {
		await report.check(`${label}: where no schema exists (a Custom API Call), the next node shows n8n's empty state, "Execute previous nodes"`, async () => {
			const { input, asked } = await openNext(noSchema.workflow);
			const response = await askedLine(asked, `${noSchema.node.displayName} Custom API Call`);
			// n8n 1.123: "No input data yet"; 2.41: "No input data"; both offer "Execute previous nodes".
			await visibleOrShot(input.getByText(/^No input data/).first(), 'schema-none-custom-api-call-failed');
			await input.getByText('Execute previous nodes').first().waitFor({ timeout: 10_000 });
			await shot(page, 'schema-none-custom-api-call', [page.locator('[data-test-id="ndv"]')]);
			const previewShown = await input.getByText(SCHEMA_PREVIEW_TEXT).count();
			await closeNode(page);
			const problems = [];
			if (response?.status() !== 404) problems.push(`the editor's schema request was answered ${response?.status()}, expected 404`);
			if (previewShown > 0) problems.push('a schema preview is shown');
			return problems;
		});
	}
	for (const { node, operation, workflow } of previews) {
		await report.check(`${label}: ${node.displayName} never run: its schema shows in the next node, a field mapped from it resolves after a run`, async () => {
			if (!operation) return [`no example runs a ${node.displayName} operation with fixed values, so none can be checked`];
			const { file, field } = previewSchema(node, operation);
			if (!field) return [`${file} is missing from the built package, or lists no text or number field`];
			const problems = [];
			await emulator.reset();
			await page.goto(`${server.url}/workflow/${workflow.id}`);
			await page.locator('[data-test-id="canvas-node"]').first().waitFor({ timeout: 60_000 });
			const asked = page.waitForResponse((response) => response.url().includes('/schemas/'), { timeout: 30_000 }).catch(() => undefined);
			await openNode(page, SCHEMA_PREVIEW_NEXT);
			const input = page.locator('[data-test-id="ndv-input-panel"]');
			await visibleOrShot(input.getByText(SCHEMA_PREVIEW_TEXT).first(), `schema-preview-${node.name}-failed`);
			const response = await asked;
			if (response) console.log(`      ${node.displayName}: the editor asked ${new URL(response.url()).pathname} -> ${response.status()}`);
			// The item whose name is exactly the field (a schema item's text is its name: no values before a run).
			const pill = input.locator('[data-test-id="run-data-schema-item"]', { hasText: new RegExp(`^\\s*${field}\\s*$`) }).first();
			await pill.waitFor({ timeout: 15_000 });
			await shot(page, `schema-preview-${node.name}`, [page.locator('[data-test-id="ndv"]')]);
			if ((await emulator.requests()).length > 0) problems.push('showing the schema sent requests to the API');

			// Drag the field into Edit Fields' assignments: n8n writes the expression.
			const drop = page.locator('[data-test-id="assignment-collection-drop-area"], [data-test-id="drop-area"]').first();
			await dragTo(page, pill, drop);
			const value = page.locator('[data-test-id="assignment-value"]').first();
			await value.waitFor({ timeout: 15_000 });
			const expression = (await value.innerText()).trim();
			if (!expression.includes(`$json.${field}`)) problems.push(`the dragged field gave ${JSON.stringify(expression)}, expected an expression with $json.${field}`);
			await shot(page, `schema-mapped-${node.name}`, [page.locator('[data-test-id="ndv"]')]);
			await closeNode(page);

			// Run the workflow: the mapped field holds what the node output.
			await page.locator('[data-test-id="execute-workflow-button"]').click();
			await page
				.waitForFunction(() => document.querySelectorAll('[data-test-id="canvas-node-status-success"]').length >= 3, undefined, { timeout: 120_000 })
				.catch(async (error) => {
					await shot(page, `schema-run-${node.name}-failed`).catch(() => {});
					throw error;
				});
			await openNode(page, SCHEMA_PREVIEW_NEXT);
			const output = page.locator('[data-test-id="output-panel"]');
			await output.locator('[data-test-id="ndv-run-data-display-mode"]').getByText('JSON', { exact: true }).click();
			await output.getByText(`"${field}"`).first().waitFor({ timeout: 30_000 }).catch(() => {});
			const outputText = await output.innerText();
			const mapped = outputText.match(new RegExp(`"${field}":\\s*("(?:[^"\\\\]|\\\\.)*"|[^,\\n}]+)`))?.[1];
			await shot(page, `schema-resolved-${node.name}`, [page.locator('[data-test-id="ndv"]')]);
			const inputPanel = page.locator('[data-test-id="ndv-input-panel"]');
			let inputText = await inputPanel.innerText();
			// n8n opens the input of a node whose items hold files (the Web node's screenshot) on its Binary view: the
			// JSON is then one click away.
			if (mapped !== undefined && !inputText.includes(String(JSON.parse(mapped)).slice(0, 20))) {
				await inputPanel.locator('[data-test-id="ndv-run-data-display-mode"]').getByText('JSON', { exact: true }).click();
				await inputPanel.getByText(`"${field}"`).first().waitFor({ timeout: 15_000 }).catch(() => {});
				inputText = await inputPanel.innerText();
				// n8n keeps the input panel's view for the next node it opens, whose schema preview shows only in the
				// Schema view.
				await inputPanel.locator('[data-test-id="ndv-run-data-display-mode"]').getByText('Schema', { exact: true }).click();
			}
			await closeNode(page);
			if (mapped === undefined || mapped === 'null' || mapped === '""') problems.push(`after the run, ${field} in Edit Fields' output is ${mapped ?? 'missing'}`);
			else if (!inputText.includes(String(JSON.parse(mapped)).slice(0, 20))) problems.push(`${field} = ${mapped} in Edit Fields' output is not what ${node.displayName} output`);
			else console.log(`      ${node.displayName} (${operation.resource} > ${operation.operation}): {{ $json.${field} }} resolved to ${mapped.slice(0, 60)}`);
			return problems;
		});
	}
}

/** A drag as n8n's mapping expects it: press on the pill, move in steps, release over the target. */
async function dragTo(page, source, target) {
	const from = await source.boundingBox();
	const to = await target.boundingBox();
	if (!from || !to) throw new Error('the field or the drop area is not on screen');
	await page.mouse.move(from.x + Math.min(from.width / 2, 40), from.y + from.height / 2);
	await page.mouse.down();
	await page.mouse.move(from.x + 60, from.y + from.height / 2 + 5, { steps: 5 });
	await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
	await page.waitForTimeout(300);
	await page.mouse.up();
}

/** Polls `probe` until it returns a value other than undefined. */
async function until(probe, timeoutMs) {
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		const value = await probe();
		if (value !== undefined) return value;
		if (Date.now() > deadline) throw new Error(`nothing after ${timeoutMs} ms`);
		await new Promise((resolve) => setTimeout(resolve, 250));
	}
}

/** The dropdown list an n8n options parameter opens. */
async function openDropdown(page, input) {
	await input.click();
	const listId = await input.locator('input').first().getAttribute('aria-controls');
	const list = page.locator(`[id="${listId}"]`);
	await list.locator('.el-select-dropdown__item').first().waitFor({ state: 'visible', timeout: 10_000 });
	return list;
}

/** The names (headlines, without descriptions) an options parameter's dropdown lists. */
async function optionNames(page, input) {
	const list = await openDropdown(page, input);
	const names = await list.locator('.el-select-dropdown__item').evaluateAll((elements) =>
		elements
			.filter((element) => element.offsetParent !== null)
			.map((element) => (element.querySelector('.option-headline') ?? element).textContent.trim()),
	);
	await page.keyboard.press('Escape');
	return names;
}

async function chooseOption(page, input, name) {
	const list = await openDropdown(page, input);
	const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
	await list.locator('.el-select-dropdown__item', { has: page.locator('.option-headline', { hasText: new RegExp(`^${escaped}$`) }) }).click();
}

function compareOptions(what, listed, expected) {
	const problems = [];
	const missing = expected.filter((name) => !listed.includes(name));
	const extra = listed.filter((name) => !expected.includes(name) && !N8N_OWN_OPTIONS.has(name));
	if (missing.length > 0) problems.push(`${what} dropdown lacks ${JSON.stringify(missing)} (it lists ${JSON.stringify(listed)})`);
	if (extra.length > 0) problems.push(`${what} dropdown has unexpected ${JSON.stringify(extra)}`);
	return problems;
}

async function openNode(page, name) {
	// A panel a failed check left open would hide the canvas from every check after it.
	await closeNode(page).catch(() => {});
	await page.locator(`[data-test-id="canvas-node"][data-node-name="${name}"]`).dblclick();
	await page.locator('[data-test-id="node-parameters"]').waitFor({ state: 'visible', timeout: 20_000 });
}

/** Closes the node panel: "Back to canvas" in 1.x, a close button in 2.x. */
async function closeNode(page) {
	const parameters = page.locator('[data-test-id="node-parameters"]');
	for (let attempt = 0; attempt < 3 && (await parameters.isVisible()); attempt++) {
		const close = page.locator('[data-test-id="back-to-canvas"], [data-test-id="ndv-close-button"]').first();
		if (await close.isVisible()) await close.click({ timeout: 5000 }).catch(() => {});
		else await page.keyboard.press('Escape');
		await parameters.waitFor({ state: 'hidden', timeout: 3000 }).catch(() => {});
	}
	await parameters.waitFor({ state: 'hidden', timeout: 5000 });
}

async function itemCount(page) {
	const text = await page.locator('[data-test-id="ndv-output-panel"], [data-test-id="output-panel"]').first().innerText();
	const match = text.match(/(\d+) items?/);
	return match ? Number(match[1]) : undefined;
}

/**
 * Runs every browser check on an installed n8n and records them in `report`. Returns the paths of
 * the screenshots taken.
 */
export async function runBrowserChecks({
	n8n,
	tarball,
	nodes,
	emulator,
	credentialType,
	report,
	outputDir = join(OUTPUT_DIR, `n8n-${n8n.version}`),
	// Which groups of checks run (all by default): panels, custom-call, chain, credential, schemas.
	checks = ['panels', 'custom-call', 'chain', 'credential', 'schemas'],
	// { line, lines }: with the editor checked on several n8n lines in one run, each line opens the panels and previews
	// the schemas of its share of the nodes (every `lines`-th, from its place among them), so every node is checked
	// once in some line's editor. What the panels show comes from the package's descriptions, the same on every line;
	// the canvas, the node types n8n lists, the Custom API Call, the chain, the credential and the trigger's preview
	// stay checked on every line.
	share,
}) {
	const label = `editor (n8n ${n8n.version}, Chromium)`;
	const shots = {};
	if (!existsSync(CHROMIUM)) {
		report.fail(`${label}: Chromium`, `${CHROMIUM} is missing: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH`);
		return shots;
	}
	mkdirSync(outputDir, { recursive: true });
	/** Saves a screenshot of the page, or of the smallest box holding all `targets` (locators), padded. */
	const shot = async (page, name, targets = [], pad = 12) => {
		const path = join(outputDir, `${name}.png`);
		if (targets.length === 0) {
			await page.screenshot({ path });
		} else {
			const boxes = [];
			for (const target of targets) {
				for (const element of await target.all()) {
					const box = await element.boundingBox();
					if (box && box.width > 0 && box.height > 0) boxes.push(box);
				}
			}
			const viewport = page.viewportSize();
			const x = Math.max(0, Math.min(...boxes.map((box) => box.x)) - pad);
			const y = Math.max(0, Math.min(...boxes.map((box) => box.y)) - pad);
			const right = Math.min(viewport.width, Math.max(...boxes.map((box) => box.x + box.width)) + pad);
			const bottom = Math.min(viewport.height, Math.max(...boxes.map((box) => box.y + box.height)) + pad);
			await page.screenshot({ path, clip: { x, y, width: right - x, height: bottom - y } });
		}
		shots[name] = path;
	};

	const checkedNodes = takeShare(nodes, share);
	const previewWorkflows = checkedNodes
		// Action nodes only: a polling trigger's preview is checked below, and a webhook trigger (modes, no operations)
		// shares its folder's trigger schema with the polling one.
		.filter((node) => !node.trigger && !node.modes)
		.map((node, index) => {
			const operation = previewOperation(node);
			return { node, operation, workflow: operation && schemaPreviewWorkflow(node, operation, credentialType, index + 1) };
		});
	const reddit = nodes.find((node) => node.name === 'scrapeBadgerReddit');
	const redditTrigger = nodes.find((node) => node.name === 'scrapeBadgerRedditTrigger');
	// What n8n shows where no schema exists: the Custom API Call, whose answer is whatever path is called.
	const noSchema = reddit && {
		node: reddit,
		workflow: schemaPreviewWorkflow(
			reddit,
			{ parameters: { resource: 'customApiCall', customPath: CUSTOM_CALL.path } },
			credentialType,
			previewWorkflows.length + 1,
		),
	};
	// A trigger has no resource or operation: n8n asks for its node's version alone (v1.0.0.json).
	const triggerPreview = redditTrigger && {
		node: redditTrigger,
		workflow: schemaPreviewWorkflow(redditTrigger, { parameters: { event: redditTrigger.defaultEvent } }, credentialType, previewWorkflows.length + 2, {
			trigger: true,
		}),
	};
	const instance = new N8nInstance(n8n);
	let server;
	let browser;
	try {
		const ready = await report.step(`${label}: n8n start with the package, owner set up`, async () => {
			await instance.installPackage(tarball);
			await instance.importCredentials([exampleCredential(credentialType, emulator)]);
			const generated = join(instance.userFolder, 'all-nodes.workflow.json');
			writeFileSync(generated, JSON.stringify(allNodesWorkflow(nodes, credentialType), null, 2));
			const previews = [...previewWorkflows, noSchema, triggerPreview].filter((entry) => entry?.workflow).map(({ workflow }) => {
				const file = join(instance.userFolder, `${workflow.id}.workflow.json`);
				writeFileSync(file, JSON.stringify(workflow, null, 2));
				return file;
			});
			await instance.importWorkflows([generated, CHAIN.file, ...previews]);
			server = await instance.start();
			return await setUpOwner(server.url);
		});
		if (!ready) return shots;

		await report.check(`${label}: n8n lists the package's ${nodes.length} node types`, async () => {
			const response = await fetch(`${server.url}/types/nodes.json`, { headers: { cookie: `n8n-auth=${ready}` } });
			const types = (await response.json()).map((type) => type.name);
			return nodes.filter((node) => !types.includes(node.type)).map((node) => `${node.type} is not among n8n's node types`);
		});

		browser = await chromium.launch({
			executablePath: CHROMIUM,
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-quic',
				'--no-first-run',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
			],
		});
		const context = await browser.newContext({ viewport: { width: 1600, height: 900 }, deviceScaleFactor: 1 });
		await context.addCookies([{ name: 'n8n-auth', value: ready, domain: '127.0.0.1', path: '/' }]);
		context.setDefaultTimeout(30_000);

		/** A check of one group, run when `checks` names it. */
		const check = (group, name, fn) => (checks.includes(group) ? report.check(name, fn) : undefined);

		// Every node's panel: Resource and Operation list exactly the package's, the credential is selected.
		let page = await context.newPage();
		await page.goto(`${server.url}/workflow/${ALL_NODES_WORKFLOW_ID}`);
		await page.locator('[data-test-id="canvas-node"]').first().waitFor({ timeout: 60_000 });
		await shot(page, 'canvas-all-nodes', [page.locator('[data-test-id="canvas-node"]')], 48);
		for (const node of checkedNodes) {
			const lists = node.trigger ? 'every event' : node.modes ? 'every mode' : 'every resource and operation';
			await check('panels', `${label}: ${node.displayName} panel lists ${lists}, credential selected`, async () => {
				const problems = [];
				await openNode(page, node.displayName);
				const credential = await page.locator('[data-test-id="node-credentials-select"] input').inputValue();
				if (credential !== EXAMPLE_CREDENTIAL.name) problems.push(`credential shows "${credential}", expected "${EXAMPLE_CREDENTIAL.name}"`);
				if (node.trigger) {
					const events = await optionNames(page, page.locator('[data-test-id="parameter-input-event"]'));
					problems.push(...compareOptions('Event', events, node.events.map((event) => event.name)));
					await closeNode(page);
					return problems;
				}
				if (node.modes) {
					const modes = await optionNames(page, page.locator('[data-test-id="parameter-input-mode"]'));
					problems.push(...compareOptions('Mode', modes, node.modes.map((mode) => mode.name)));
					await closeNode(page);
					return problems;
				}
				const resourceInput = page.locator('[data-test-id="parameter-input-resource"]');
				const operationInput = page.locator('[data-test-id="parameter-input-operation"]');
				const resources = await optionNames(page, resourceInput);
				problems.push(...compareOptions('Resource', resources, node.resources.map((resource) => resource.name)));
				for (const resource of node.resources) {
					await chooseOption(page, resourceInput, resource.name);
					const operations = await optionNames(page, operationInput);
					problems.push(
						...compareOptions(`${resource.name} > Operation`, operations, resource.operations.map((operation) => operation.name)),
					);
				}
				// The panel as a user first sees it: the default resource, its operations listed.
				const first = node.resources.find((resource) => resource.value === node.defaultResource) ?? node.resources[0];
				await chooseOption(page, resourceInput, first.name);
				const list = await openDropdown(page, operationInput);
				await page.waitForTimeout(600); // the list fades in
				await shot(page, `panel-${node.name}`, [
					page.locator('[data-test-id="node-execute-button"]'),
					page.locator('[data-test-id="tab-params"]'),
					page.locator('[data-test-id="parameter-item"]'),
					list,
				]);
				await page.keyboard.press('Escape');
				await closeNode(page);
				return problems;
			});
		}

		// The Custom API Call, in both places n8n puts it: its fields show, an operation's do not, and it runs.
		await emulator.reset();
		await check('custom-call', `${label}: ${CUSTOM_CALL.node}: "Custom API Call" in Resource and in Operation shows Path and Query Parameters, and runs`, async () => {
			const problems = [];
			await openNode(page, CUSTOM_CALL.node);
			const resourceInput = page.locator('[data-test-id="parameter-input-resource"]');
			const operationInput = page.locator('[data-test-id="parameter-input-operation"]');
			const shownFields = async (where) => {
				for (const id of CUSTOM_CALL.fields) {
					const visible = await page
						.locator(`[data-test-id="${id}"]`)
						.first()
						.waitFor({ state: 'visible', timeout: 10_000 })
						.then(() => true, () => false);
					if (!visible) problems.push(`with Custom API Call in ${where}, ${id} is not shown`);
				}
				if (await page.locator(`[data-test-id="${CUSTOM_CALL.operationField}"]`).isVisible()) {
					problems.push(`with Custom API Call in ${where}, the operation field ${CUSTOM_CALL.operationField} is still shown`);
				}
			};
			const once = (where, names) => {
				const count = names.filter((name) => name === 'Custom API Call').length;
				if (count !== 1 || names.at(-1) !== 'Custom API Call') problems.push(`${where} lists "Custom API Call" ${count} times, expected once, last: ${JSON.stringify(names)}`);
			};
			once('Resource', await optionNames(page, resourceInput));
			await chooseOption(page, resourceInput, 'Custom API Call');
			await shownFields('Resource');
			if (await operationInput.isVisible()) problems.push('with Custom API Call in Resource, an Operation dropdown is still shown');
			await chooseOption(page, resourceInput, CUSTOM_CALL.resource);
			await page.locator(`[data-test-id="${CUSTOM_CALL.operationField}"]`).first().waitFor({ state: 'visible', timeout: 10_000 });
			once(`${CUSTOM_CALL.resource} > Operation`, await optionNames(page, operationInput));
			await chooseOption(page, operationInput, 'Custom API Call');
			await shownFields(`${CUSTOM_CALL.resource} > Operation`);

			// Filled in and run from the editor: one item, the request as given.
			await page.locator('[data-test-id="parameter-input-customPath"]').locator('input, textarea').first().fill(CUSTOM_CALL.path);
			const queryField = page.locator('[data-test-id="fixed-collection-customQuery"]');
			await queryField.getByRole('button', { name: 'Add Parameter' }).first().click();
			await queryField.locator('[data-test-id="parameter-input-name"]').locator('input, textarea').first().fill(CUSTOM_CALL.query.name);
			await queryField.locator('[data-test-id="parameter-input-value"]').locator('input, textarea').first().fill(CUSTOM_CALL.query.value);
			await page.locator('[data-test-id="node-parameters"]').click({ position: { x: 5, y: 5 } });
			await shot(page, 'custom-api-call', [page.locator('[data-test-id="node-parameters"]')]);
			await emulator.clearRequests();
			await page.locator('[data-test-id="node-execute-button"]').click();
			await page.locator('[data-test-id="node-run-status-success"], [data-test-id="ndv-items-count"]').first().waitFor({ timeout: 60_000 });
			const count = await itemCount(page);
			const requests = await emulator.requests();
			await closeNode(page);
			if (count !== 1) problems.push(`the run output ${count} items, expected 1`);
			const sent = requests.map((request) => `${request.method} ${request.url} -> ${request.status}`);
			const expected = `GET ${CUSTOM_CALL.path}?${CUSTOM_CALL.query.name}=${CUSTOM_CALL.query.value} -> 200`;
			if (sent.length !== 1 || sent[0] !== expected) problems.push(`the run sent ${JSON.stringify(sent)}, expected ["${expected}"]`);
			return problems;
		});
		await page.close();

		// One operation executed from the editor: a node on its own, then the whole chain.
		page = await context.newPage();
		await page.goto(`${server.url}/workflow/${CHAIN.id}`);
		await page.locator('[data-test-id="canvas-node"]').first().waitFor({ timeout: 60_000 });
		await emulator.reset();
		await check('chain', `${label}: "Execute step" on ${CHAIN.firstNode} shows its ${CHAIN.firstItems} items`, async () => {
			await openNode(page, CHAIN.firstNode);
			await page.locator('[data-test-id="node-execute-button"]').click();
			await page.locator('[data-test-id="node-run-status-success"], [data-test-id="ndv-items-count"]').first().waitFor({ timeout: 60_000 });
			await page.locator('[data-test-id="ndv-output-panel"], [data-test-id="output-panel"]').first().getByText(CHAIN.firstText).first().waitFor();
			await shot(page, 'run-node', [page.locator('[data-test-id="ndv"]')]);
			const count = await itemCount(page);
			await closeNode(page);
			return count === CHAIN.firstItems ? [] : [`the output panel shows ${count} items, expected ${CHAIN.firstItems}`];
		});
		await emulator.reset();
		await check('chain', `${label}: "Execute workflow" runs the chain example; ${CHAIN.lastNode} shows ${CHAIN.lastItems} items`, async () => {
			await page.locator('[data-test-id="execute-workflow-button"]').click();
			const nodeCount = await page.locator('[data-test-id="canvas-node"]').count();
			await page.waitForFunction(
				(count) => document.querySelectorAll('[data-test-id="canvas-node-status-success"]').length >= count,
				nodeCount,
				{ timeout: 60_000 },
			);
			await page.mouse.move(5, 450); // no hover toolbar on a node
			await shot(page, 'run-canvas', [page.locator('[data-test-id="canvas-node"]'), page.locator('[data-test-id="sticky"]')], 40);
			await openNode(page, CHAIN.lastNode);
			await page.locator('[data-test-id="ndv-output-panel"], [data-test-id="output-panel"]').first().getByText(CHAIN.lastText).first().waitFor();
			const output = page.locator('[data-test-id="output-panel"]');
			await shot(page, 'run-output', [output.locator('[data-test-id="ndv-run-data-display-mode"]'), output.locator('table')], 16);
			const count = await itemCount(page);
			const requests = await emulator.requests();
			await closeNode(page);
			const problems = [];
			if (count !== CHAIN.lastItems) problems.push(`the output panel shows ${count} items, expected ${CHAIN.lastItems}`);
			if (requests.length !== CHAIN.requests) problems.push(`${requests.length} API requests, expected ${CHAIN.requests}`);
			return problems;
		});

		// The output schemas, on a page of their own, before the credential check below saves a wrong key (the schema
		// checks run their workflows with the credential).
		if (checks.includes('schemas')) {
			const schemaPage = await context.newPage();
			await schemaPreviewChecks({ page: schemaPage, server, emulator, report, label, shot, previews: previewWorkflows, noSchema, triggerPreview, n8nMajor: Number(n8n.version.split('.')[0]) });
			await schemaPage.close();
		}

		// The credential's test against the emulator: a good key passes, a wrong key gets the 401 message.
		await emulator.reset();
		await check('credential', `${label}: the credential test passes against the emulator and explains a wrong key`, async () => {
			const problems = [];
			await openNode(page, CHAIN.firstNode);
			await page.locator('[data-test-id="credential-edit-button"]').click();
			const modal = page.locator('[data-test-id="editCredential-modal"]');
			await modal.waitFor({ state: 'visible' });
			// n8n tests a credential when its dialog opens; Retry runs the test again.
			const success = modal.locator('[data-test-id="credentials-config-container-test-success"]');
			await success.getByText('Connection tested successfully').waitFor({ timeout: 30_000 });
			const before = (await emulator.requests()).filter((request) => request.path === CREDENTIAL_TEST_PATH).length;
			await success.getByRole('button', { name: 'Retry' }).click();
			const tests = await until(async () => {
				const seen = (await emulator.requests()).filter((request) => request.path === CREDENTIAL_TEST_PATH);
				return seen.length > before ? seen : undefined;
			}, 15_000).catch(() => []);
			await modal.getByText('Connection tested successfully').waitFor({ timeout: 30_000 });
			await shot(page, 'credential-test', [modal]);
			if (before === 0) problems.push(`opening the credential did not test it against the emulator (no GET ${CREDENTIAL_TEST_PATH})`);
			if (tests.length <= before) problems.push('Retry did not test the credential again');
			if (tests.some((request) => request.status !== 200)) problems.push(`a test request was answered ${tests.map((request) => request.status)}`);
			await modal.locator('[data-test-id="parameter-input-apiKey"] input').fill('sb_dummy_wrong_key');
			await modal.locator('[data-test-id="credential-save-button"]').click();
			const failed = modal.getByText(/Couldn.t connect with these settings/).first();
			await failed.waitFor({ timeout: 30_000 });
			// The reason sits behind "More details". n8n shows the credential's own 401 message where its credential
			// tester sees the HTTP response; n8n 1.123.81 shows its generic 401 text instead (seen here).
			await modal.getByText('More details').click();
			const reasons = [CREDENTIAL_401_MESSAGE, N8N_401_MESSAGE];
			await modal.getByText(new RegExp(reasons.map((text) => text.replace(/[().]/g, '\\$&')).join('|'))).first().waitFor({ timeout: 10_000 });
			const modalText = await modal.innerText();
			console.log(`      wrong key: n8n says "${reasons.find((text) => modalText.includes(text))}"`);
			await shot(page, 'credential-test-wrong-key', [modal]);
			const last = (await emulator.requests()).at(-1);
			if (last?.status !== 401) problems.push(`the wrong key's test was answered ${last?.status}, expected 401`);
			return problems;
		});
		await page.close();
		return shots;
	} catch (error) {
		report.fail(`${label}: the browser session`, error.stack ?? String(error));
		return shots;
	} finally {
		await browser?.close().catch(() => {});
		await server?.stop();
		instance.remove();
	}
}
