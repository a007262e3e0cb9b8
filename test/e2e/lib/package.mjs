/**
 * The package as a user gets it (built and packed), what it contains (nodes, resources, operations,
 * read from its compiled dist/), and the example workflows with their expectations.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { removeOnExit, run } from './processes.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const PACKAGE_JSON = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
export const PACKAGE = PACKAGE_JSON.name;
export const EXAMPLES_DIR = join(ROOT, 'examples');

/** Every example's ScrapeBadger nodes name this credential; the suite imports it pointing at the emulator. */
export const EXAMPLE_CREDENTIAL = { id: 'sbSuiteExample01', name: 'ScrapeBadger API' };

/** That credential as `n8n import:credentials` takes it: the emulator's address and key, in plain text. */
export function exampleCredential(credentialType, emulator) {
	return { ...EXAMPLE_CREDENTIAL, type: credentialType, data: { apiKey: emulator.key, baseUrl: emulator.url } };
}

/** `npm run build`, then `npm pack` into a temporary folder; returns the tarball's path. */
export async function buildAndPack({ skipBuild = false } = {}) {
	if (!skipBuild) {
		const build = await run('npm', ['run', 'build'], { cwd: ROOT });
		if (build.code !== 0) throw new Error(`npm run build failed:\n${build.stdout}\n${build.stderr}`.trim());
	}
	const destination = mkdtempSync(join(tmpdir(), 'scrapebadger-pack-'));
	removeOnExit(destination);
	const pack = await run('npm', ['pack', '--json', '--pack-destination', destination], { cwd: ROOT });
	if (pack.code !== 0) throw new Error(`npm pack failed:\n${pack.stderr}`);
	const [info] = JSON.parse(pack.stdout.slice(pack.stdout.indexOf('[')));
	const tarball = join(destination, info.filename);
	const files = info.files.map((file) => file.path);
	for (const path of [...PACKAGE_JSON.n8n.nodes, ...PACKAGE_JSON.n8n.credentials]) {
		if (!files.includes(path)) throw new Error(`the packed tarball lacks ${path}, which package.json registers`);
	}
	return { tarball, files, size: info.size };
}

/**
 * The nodes the package registers, from its compiled dist/: for each, its type as installed
 * (`<package>.<name>`), display name, credential names, and every resource/operation with
 * whether it is paged (has Return All).
 */
/**
 * The value of the "Custom API Call" entry that ends every Resource and Operation dropdown (nodes/shared/custom-call.ts):
 * not a resource or operation of the platform, so examples need not run it; browser.mjs checks it in the editor.
 */
const CUSTOM_API_CALL = 'customApiCall';
const isPlatformOption = (option) => option.value !== CUSTOM_API_CALL;

export function packageNodes() {
	const require = createRequire(join(ROOT, 'package.json'));
	return PACKAGE_JSON.n8n.nodes.map((path) => {
		const file = join(ROOT, path);
		if (!existsSync(file)) throw new Error(`${path} is missing: build the package first (npm run build)`);
		const exported = Object.values(require(file));
		if (exported.length !== 1) throw new Error(`${path} should export exactly one node class`);
		const { description } = new exported[0]();
		const properties = description.properties;
		const resourceProperty = properties.find((property) => property.name === 'resource');
		const resources = (resourceProperty?.options ?? []).filter(isPlatformOption).map((resource) => {
			const operationProperty = properties.find(
				(property) => property.name === 'operation' && property.displayOptions?.show?.resource?.includes(resource.value),
			);
			const operations = (operationProperty?.options ?? []).filter(isPlatformOption).map((operation) => ({
				value: operation.value,
				name: operation.name,
				paged: properties.some(
					(property) =>
						property.name === 'returnAll' &&
						property.displayOptions?.show?.resource?.includes(resource.value) &&
						property.displayOptions?.show?.operation?.includes(operation.value),
				),
			}));
			return { value: resource.value, name: resource.name, operations, defaultOperation: operationProperty?.default };
		});
		const eventProperty = properties.find((property) => property.name === 'event');
		// A webhook trigger (the X Stream Trigger) has neither resources nor events: its Mode says what it watches.
		const modeProperty = description.polling === true || resourceProperty ? undefined : properties.find((property) => property.name === 'mode');
		return {
			name: description.name,
			type: `${PACKAGE}.${description.name}`,
			/** A polling trigger: its events instead of resources and operations. */
			trigger: description.polling === true,
			events: (eventProperty?.options ?? []).map((event) => ({ value: event.value, name: event.name })),
			defaultEvent: eventProperty?.default,
			modes: modeProperty?.options?.map((mode) => ({ value: mode.value, name: mode.name })),
			displayName: description.displayName,
			credentials: (description.credentials ?? []).map((credential) => credential.name),
			resources,
			/** What a new node of this type opens on (n8n lists options alphabetically, the default is the descriptor's first). */
			defaultResource: resourceProperty?.default,
		};
	});
}

/** The package's credential type names, from dist/. */
export function packageCredentialTypes() {
	const require = createRequire(join(ROOT, 'package.json'));
	return PACKAGE_JSON.n8n.credentials.map((path) => {
		const [Credential] = Object.values(require(join(ROOT, path)));
		return new Credential().name;
	});
}

/**
 * examples/<slug>.workflow.json with examples/<slug>.expect.json beside it. A workflow without
 * expectations (or the reverse) is an error: every example is run and checked.
 */
export function loadExamples() {
	const files = readdirSync(EXAMPLES_DIR);
	const workflows = files.filter((file) => file.endsWith('.workflow.json')).sort();
	const problems = [];
	for (const file of files.filter((candidate) => candidate.endsWith('.expect.json'))) {
		if (!workflows.includes(file.replace(/\.expect\.json$/, '.workflow.json'))) {
			problems.push(`${file} has no ${file.replace(/\.expect\.json$/, '.workflow.json')} beside it`);
		}
	}
	const examples = workflows.map((file) => {
		const slug = basename(file, '.workflow.json');
		const expectFile = `${slug}.expect.json`;
		const workflow = JSON.parse(readFileSync(join(EXAMPLES_DIR, file), 'utf8'));
		// n8n saves a workflow's static data (a trigger's saved state) only under an ID of at most 16 characters
		// (isWorkflowIdValid): with a longer one, a trigger forgets what it has seen at every restart.
		if (typeof workflow.id !== 'string' || workflow.id.length > 16) problems.push(`${file}: its id ${JSON.stringify(workflow.id)} is not a text of at most 16 characters, so n8n would not save its triggers' state`);
		let expectations;
		if (files.includes(expectFile)) {
			expectations = JSON.parse(readFileSync(join(EXAMPLES_DIR, expectFile), 'utf8'));
		} else {
			problems.push(`${file} has no ${expectFile} beside it saying what running it must give`);
		}
		return { slug, file, path: join(EXAMPLES_DIR, file), workflow, expectations };
	});
	if (problems.length > 0) throw new Error(problems.join('\n'));
	return examples;
}

/** The ScrapeBadger nodes of a workflow (by type prefix). */
export function scrapeBadgerNodes(workflow) {
	return workflow.nodes.filter((node) => node.type.startsWith(`${PACKAGE}.`));
}

/**
 * What the examples leave untested: every operation of every node must appear in some example, every
 * paged one at least once with Return All, every event of every trigger node in some monitoring example, at
 * least one example must chain nodes, and every ScrapeBadger node must use the example credential. Returns a
 * list of problems (empty when covered).
 */
export function coverageProblems(nodes, examples) {
	const problems = [];
	const used = examples.flatMap((example) =>
		scrapeBadgerNodes(example.workflow).map((node) => ({ example: example.file, node })),
	);
	for (const { example, node } of used) {
		const known = nodes.find((candidate) => candidate.type === node.type);
		if (!known) {
			problems.push(`${example}: node "${node.name}" has type ${node.type}, which the package does not register`);
			continue;
		}
		for (const credentialType of known.credentials) {
			const credential = node.credentials?.[credentialType];
			if (credential?.id !== EXAMPLE_CREDENTIAL.id) {
				problems.push(
					`${example}: node "${node.name}" must name its credential as ${JSON.stringify({ [credentialType]: EXAMPLE_CREDENTIAL })}`,
				);
			}
		}
	}
	const ran = (node, resource, operation) =>
		used.filter(
			({ node: candidate }) =>
				candidate.type === node.type &&
				(candidate.parameters?.resource ?? node.defaultResource) === resource.value &&
				(candidate.parameters?.operation ?? resource.defaultOperation) === operation.value &&
				!candidate.disabled,
		);
	for (const node of nodes) {
		for (const resource of node.resources) {
			for (const operation of resource.operations) {
				const uses = ran(node, resource, operation);
				const label = `${node.displayName} > ${resource.name} > ${operation.name}`;
				if (uses.length === 0) {
					problems.push(`no example runs ${label} (add examples/<slug>.workflow.json and .expect.json)`);
				} else if (operation.paged && !uses.some(({ node: candidate }) => candidate.parameters?.returnAll === true)) {
					problems.push(`no example runs ${label} with Return All`);
				}
			}
		}
	}
	for (const node of nodes.filter((candidate) => candidate.trigger)) {
		for (const event of node.events) {
			const watched = used.some(
				({ node: candidate }) => candidate.type === node.type && (candidate.parameters?.event ?? node.defaultEvent) === event.value && !candidate.disabled,
			);
			if (!watched) problems.push(`no monitoring example watches ${node.displayName} > ${event.name} (add it to examples/monitor-<platform>.workflow.json)`);
		}
	}
	const chains = examples.filter((example) => {
		const ours = new Set(scrapeBadgerNodes(example.workflow).map((node) => node.name));
		return Object.entries(example.workflow.connections ?? {}).some(
			([from, outputs]) =>
				ours.has(from) && (outputs.main ?? []).some((targets) => (targets ?? []).length > 0),
		);
	});
	if (chains.length === 0) problems.push('no example chains a ScrapeBadger node into another node');
	return problems;
}
