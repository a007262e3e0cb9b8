/**
 * The editor, checked the way a user meets it: `n8n start` on 127.0.0.1 with the packed package
 * installed, the owner set up, and Debian's Chromium driven by playwright-core. The list of nodes,
 * resources and operations comes from the package's dist/, so a new node is checked as soon as it
 * is registered. Screenshots go to test/e2e/output/screenshots/ (gitignored); `npm run screenshots`
 * copies the README's few into examples/screenshots/.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { chromium } from 'playwright-core';

import { N8nInstance, setUpOwner } from './lib/instance.mjs';
import { EXAMPLES_DIR, EXAMPLE_CREDENTIAL, ROOT, exampleCredential } from './lib/package.mjs';

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
export async function runBrowserChecks({ n8n, tarball, nodes, emulator, credentialType, report, outputDir = join(OUTPUT_DIR, `n8n-${n8n.version}`) }) {
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

	const instance = new N8nInstance(n8n);
	let server;
	let browser;
	try {
		const ready = await report.step(`${label}: n8n start with the package, owner set up`, async () => {
			await instance.installPackage(tarball);
			await instance.importCredentials([exampleCredential(credentialType, emulator)]);
			const generated = join(instance.userFolder, 'all-nodes.workflow.json');
			const { writeFileSync } = await import('node:fs');
			writeFileSync(generated, JSON.stringify(allNodesWorkflow(nodes, credentialType), null, 2));
			await instance.importWorkflows([generated, CHAIN.file]);
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

		// Every node's panel: Resource and Operation list exactly the package's, the credential is selected.
		let page = await context.newPage();
		await page.goto(`${server.url}/workflow/${ALL_NODES_WORKFLOW_ID}`);
		await page.locator('[data-test-id="canvas-node"]').first().waitFor({ timeout: 60_000 });
		await shot(page, 'canvas-all-nodes', [page.locator('[data-test-id="canvas-node"]')], 48);
		for (const node of nodes) {
			const lists = node.trigger ? 'every event' : 'every resource and operation';
			await report.check(`${label}: ${node.displayName} panel lists ${lists}, credential selected`, async () => {
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
		await report.check(`${label}: ${CUSTOM_CALL.node}: "Custom API Call" in Resource and in Operation shows Path and Query Parameters, and runs`, async () => {
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
		await report.check(`${label}: "Execute step" on ${CHAIN.firstNode} shows its ${CHAIN.firstItems} items`, async () => {
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
		await report.check(`${label}: "Execute workflow" runs the chain example; ${CHAIN.lastNode} shows ${CHAIN.lastItems} items`, async () => {
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

		// The credential's test against the emulator: a good key passes, a wrong key gets the 401 message.
		await emulator.reset();
		await report.check(`${label}: the credential test passes against the emulator and explains a wrong key`, async () => {
			const problems = [];
			await openNode(page, CHAIN.firstNode);
			await page.locator('[data-test-id="credential-edit-button"]').click();
			const modal = page.locator('[data-test-id="editCredential-modal"]');
			await modal.waitFor({ state: 'visible' });
			// n8n tests a credential when its dialog opens; Retry runs the test again.
			const success = modal.locator('[data-test-id="credentials-config-container-test-success"]');
			await success.getByText('Connection tested successfully').waitFor({ timeout: 30_000 });
			const before = (await emulator.requests()).filter((request) => request.path === '/v1/zillow/markets').length;
			await success.getByRole('button', { name: 'Retry' }).click();
			const tests = await until(async () => {
				const seen = (await emulator.requests()).filter((request) => request.path === '/v1/zillow/markets');
				return seen.length > before ? seen : undefined;
			}, 15_000).catch(() => []);
			await modal.getByText('Connection tested successfully').waitFor({ timeout: 30_000 });
			await shot(page, 'credential-test', [modal]);
			if (before === 0) problems.push('opening the credential did not test it against the emulator (no GET /v1/zillow/markets)');
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
