/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test tooling, never shipped: n8n Cloud's rules for node runtime code do not apply */
/**
 * n8n's newest community-node rules that the installed lint lacks. `@n8n/eslint-plugin-community-nodes` on n8n's
 * master (packages/@n8n/eslint-plugin-community-nodes/docs/rules/) has rules that the release `@n8n/node-cli` brings
 * here (0.32.0) does not; each is checked below, written from its documented behaviour, on what it reads: the codex
 * files, the node classes' sources, package.json, the credential class and the icons. Rules about a node's properties
 * are checked on the built descriptions, where the engine's properties are written out (n8n's rule reads only
 * properties written inline, so it would see nothing of ours). Each rule is met by the package and fails on a sample
 * broken the way the rule's documentation shows.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import * as ts from 'typescript';

import type { INodeProperties, INodePropertyCollection, INodePropertyOptions, INodeTypeDescription } from 'n8n-workflow';

import type { Codex, PackageJson } from './package-nodes';
import { iconFile, packageCredentials, packageNodes, readPackageJson, ROOT } from './package-nodes';

interface NodeView {
	/** The node file, relative to the package root. */
	file: string;
	source: string;
	description: INodeTypeDescription;
	codexFile: string;
	codex?: Codex;
	/** The SVG text of each icon. */
	icons: { light: string; dark: string };
}

interface CredentialView {
	file: string;
	source: string;
	className: string;
	name: string;
	icons: { light: string; dark: string };
}

/** What the rules read. */
interface PackageView {
	packageJson: PackageJson;
	nodes: NodeView[];
	credentials: CredentialView[];
	/** Every TypeScript file under nodes/, for the rules that read any source. */
	sources: Array<{ file: string; text: string }>;
}

type Icon = { light: string; dark: string };

function readIcons(ownerFile: string, icon: Icon): Icon {
	return { light: readFileSync(iconFile(ownerFile, icon.light), 'utf8'), dark: readFileSync(iconFile(ownerFile, icon.dark), 'utf8') };
}

function tsFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((entry) => {
		const path = join(dir, entry);
		return statSync(path).isDirectory() ? tsFiles(path) : path.endsWith('.ts') ? [path] : [];
	});
}

function ourPackage(): PackageView {
	const packageJson = readPackageJson();
	return {
		packageJson,
		nodes: packageNodes(packageJson).map(({ sourceFile, source, node, codexFile, codex }) => ({
			file: relative(ROOT, sourceFile),
			source,
			description: node.description,
			codexFile: relative(ROOT, codexFile),
			codex,
			icons: readIcons(sourceFile, node.description.icon as Icon),
		})),
		credentials: packageCredentials(packageJson).map(({ sourceFile, source, exports, credential }) => ({
			file: relative(ROOT, sourceFile),
			source,
			className: exports[0],
			name: credential.name,
			icons: readIcons(sourceFile, credential.icon as Icon),
		})),
		sources: tsFiles(join(ROOT, 'nodes')).map((path) => ({ file: relative(ROOT, path), text: readFileSync(path, 'utf8') })),
	};
}

// ---------------------------------------------------------------------------------------------------------------
// Reading the descriptions and the sources

const INPUT_TYPES = new Set([
	'string', 'number', 'boolean', 'options', 'multiOptions', 'collection', 'fixedCollection', 'notice', 'callout',
	'hidden', 'json', 'dateTime', 'color', 'resourceLocator', 'resourceMapper', 'filter', 'assignmentCollection',
	'credentialsSelect', 'curlImport', 'button', 'workflowSelector', 'icon',
]);

/** Every property of a description, those inside collections and fixed collections included, with where it is. */
function allProperties(properties: INodeProperties[], path = ''): Array<{ where: string; property: INodeProperties; topLevel: boolean }> {
	return properties.flatMap((property) => {
		const where = `${path}${property.name}`;
		const here = [{ where, property, topLevel: path === '' }];
		if (property.type === 'collection') return [...here, ...allProperties((property.options ?? []) as INodeProperties[], `${where}.`)];
		if (property.type === 'fixedCollection') {
			return [
				...here,
				...((property.options ?? []) as INodePropertyCollection[]).flatMap((group) => allProperties(group.values ?? [], `${where}.${group.name}.`)),
			];
		}
		return here;
	});
}

const optionEntries = (property: INodeProperties) => (property.options ?? []) as INodePropertyOptions[];

/** The classes of a source that implement INodeType. */
function nodeClasses(source: string): ts.ClassDeclaration[] {
	const file = ts.createSourceFile('node.ts', source, ts.ScriptTarget.Latest, true);
	return file.statements.filter(
		(statement): statement is ts.ClassDeclaration =>
			ts.isClassDeclaration(statement) &&
			(statement.heritageClauses ?? []).some((clause) => clause.types.some((type) => type.expression.getText() === 'INodeType')),
	);
}

function methodOf(cls: ts.ClassDeclaration, name: string): ts.MethodDeclaration | undefined {
	return cls.members.find((member): member is ts.MethodDeclaration => ts.isMethodDeclaration(member) && member.name.getText() === name);
}

function descendants(node: ts.Node): ts.Node[] {
	const found: ts.Node[] = [];
	const visit = (child: ts.Node) => {
		found.push(child);
		ts.forEachChild(child, visit);
	};
	ts.forEachChild(node, visit);
	return found;
}

const isLoop = (node: ts.Node) => ts.isForStatement(node) || ts.isForOfStatement(node) || ts.isForInStatement(node);

/** A call of `this.<name>(...)`. */
function isThisCall(node: ts.Node, name: RegExp): boolean {
	return (
		ts.isCallExpression(node) &&
		ts.isPropertyAccessExpression(node.expression) &&
		node.expression.expression.kind === ts.SyntaxKind.ThisKeyword &&
		name.test(node.expression.name.text)
	);
}

/** A call of one of n8n's HTTP helpers: `this.helpers.httpRequest(...)`, `this.helpers.requestWithAuthentication.call(this, ...)`. */
function isHttpRequest(node: ts.Node): boolean {
	if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return false;
	let callee: ts.Expression = node.expression;
	if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'call') callee = callee.expression;
	return (
		ts.isPropertyAccessExpression(callee) &&
		/^(httpRequest|request)/.test(callee.name.text) &&
		ts.isPropertyAccessExpression(callee.expression) &&
		callee.expression.name.text === 'helpers' &&
		callee.expression.expression.kind === ts.SyntaxKind.ThisKeyword
	);
}

const CATEGORIES = [
	'Data & Storage', 'Finance & Accounting', 'Marketing & Content', 'Productivity', 'Miscellaneous', 'Sales', 'Development',
	'Analytics', 'Communication', 'Utility', 'AI',
];

function contrast(a: string, b: string): number {
	const luminance = (hex: string) => {
		const [r, g, bl] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
		return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
	};
	const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
	return (high + 0.05) / (low + 0.05);
}

/** The paint colours an SVG declares (fill, stroke, stop-color; in attributes, style attributes and style blocks), as #rrggbb. */
function svgColours(svg: string): string[] {
	const named: Record<string, string> = { white: '#ffffff', black: '#000000', currentcolor: '#000000' };
	const values = [...svg.matchAll(/(?:fill|stroke|stop-color)\s*[=:]\s*["']?\s*([#\w]+)/gi)].map((match) => match[1].toLowerCase());
	const colours = values.flatMap((value) => {
		if (named[value]) return [named[value]];
		if (/^#[0-9a-f]{6}$/.test(value)) return [value];
		if (/^#[0-9a-f]{3}$/.test(value)) return [`#${[...value.slice(1)].map((c) => c + c).join('')}`];
		return [];
	});
	// An SVG that declares no paint is drawn black.
	return colours.length > 0 ? colours : ['#000000'];
}

// ---------------------------------------------------------------------------------------------------------------
// The rules: each returns what breaks it, empty when the package meets it.

interface Rule {
	name: string;
	/** As n8n's recommended config sets it. */
	level: 'error' | 'warn';
	check: (pkg: PackageView) => string[];
	/** Our package broken the way the rule's documentation shows. */
	broken: (pkg: PackageView) => PackageView;
}

/** The first node (or the first of a kind) changed by `change`. */
function withNode(pkg: PackageView, change: (node: NodeView) => NodeView, which: (node: NodeView) => boolean = () => true): PackageView {
	const index = pkg.nodes.findIndex(which);
	return { ...pkg, nodes: pkg.nodes.map((node, at) => (at === index ? change(node) : node)) };
}

const withCodex = (pkg: PackageView, codex: Partial<Codex>) => withNode(pkg, (node) => ({ ...node, codex: { ...node.codex, ...codex } }));
const withDescription = (pkg: PackageView, description: Partial<INodeTypeDescription>, which?: (node: NodeView) => boolean) =>
	withNode(pkg, (node) => ({ ...node, description: { ...node.description, ...description } }), which);
const withProperty = (pkg: PackageView, property: INodeProperties) =>
	withNode(pkg, (node) => ({ ...node, description: { ...node.description, properties: [...node.description.properties, property] } }));
const isActionNode = (node: NodeView) => !node.description.group.includes('trigger');
/** The first action node with its execute()'s call into the engine replaced by `body`. */
const withExecuteBody = (pkg: PackageView, body: string) =>
	withNode(pkg, (node) => ({ ...node, source: node.source.replace(/return await executePlatform[^\n]*/, body) }), isActionNode);

const forEachNode = (pkg: PackageView, problems: (node: NodeView) => string[]) => pkg.nodes.flatMap((node) => problems(node).map((problem) => `${node.file}: ${problem}`));
const forEachProperty = (pkg: PackageView, problem: (property: INodeProperties, topLevel: boolean) => string | undefined) =>
	forEachNode(pkg, (node) =>
		allProperties(node.description.properties).flatMap(({ where, property, topLevel }) => {
			const found = problem(property, topLevel);
			return found ? [`${where}: ${found}`] : [];
		}),
	);

/**
 * Top-level optional fields kept out of an Additional Options collection on purpose (non-required-fields-in-collection
 * is a warning, and moving them would change the descriptions): the trigger's event, the Stream Trigger's mode and the
 * Web Trigger's Watch pick what the node does, like Resource and Operation; Return All, Limit and Simplify sit where n8n's own nodes put them;
 * the tool fields show only when the node is an AI Agent's tool (`@tool`), filled in by the model; the rest are the
 * optional parameters their descriptors mark `topLevel`, the one a user nearly always fills in. A new one fails here
 * until it is added below, by choice.
 */
const TOP_LEVEL_BY_DESIGN = new Set(['event', 'mode', 'watchPart', 'returnAll', 'limit', 'simplify']);
const TOP_LEVEL_PARAMETERS = new Set([
	'scrapeBadgerLeboncoin text', 'scrapeBadgerLeboncoinTrigger text', 'scrapeBadgerX tweet_type', 'scrapeBadgerX query', 'scrapeBadgerX webhook_url',
	'scrapeBadgerX webhook_secret', 'scrapeBadgerX filter_types', 'scrapeBadgerX count', 'scrapeBadgerX category',
	'scrapeBadgerX query_type', 'scrapeBadgerXStreamTrigger filter_types', 'scrapeBadgerXStreamTrigger max_results_per_poll',
	'scrapeBadgerZillow status', 'scrapeBadgerZillowTrigger status',
	// A batch job's Wait for Completion and its Time-Out decide what the operation does, like an event.
	'scrapeBadgerWeb waitForCompletion', 'scrapeBadgerWeb completionTimeout',
	// Extract's question about the page: what most extractions start from, left blank when rules say what to read.
	'scrapeBadgerWeb ai_query',
	// A LinkedIn job search's keywords: what nearly every search has, though the service takes a search by place alone.
	'scrapeBadgerLinkedIn keywords', 'scrapeBadgerLinkedInTrigger keywords',
	// An ad library search is by keyword or by advertiser: one of the two is always set (the operation refuses neither).
	'scrapeBadgerTikTok query', 'scrapeBadgerTikTok advertiser_id',
	// Facebook Marketplace's city: every Marketplace read is scoped to one (the service defaults to nyc, which few users mean).
	'scrapeBadgerFacebook location', 'scrapeBadgerFacebookTrigger location',
	// An Airbnb stays search's place: what nearly every search has, though a map box under Filters may stand for it.
	'scrapeBadgerAirbnb location', 'scrapeBadgerAirbnbTrigger location',
	// A Booking.com search's place: what nearly every search has, though a Destination ID may stand for it.
	'scrapeBadgerBooking location',
	// A Booking.com property's country: needed with a page name, not with a URL (which names it), so not marked required:
	// n8n calls a blank required field missing, and an active workflow with one never runs.
	'scrapeBadgerBooking country_code', 'scrapeBadgerBookingTrigger country_code',
	// An Immobiliare search's place: what nearly every search has, though region, province or city IDs may stand for it.
	'scrapeBadgerImmobiliare location', 'scrapeBadgerImmobiliareTrigger location',
	// A LoopNet broker's name slug: the path needs it beside the ID, yet a profile URL in Broker names it (blank then).
	'scrapeBadgerLoopNet slug',
	// An apartments.com property's slug: the by-parts path needs it beside the listing key, a property URL does not.
	'scrapeBadgerApartments slug',
	// A Realtor search's place and listing status, as Zillow's: what nearly every search has, though a Canada box may stand for the place.
	'scrapeBadgerRealtor location', 'scrapeBadgerRealtor status', 'scrapeBadgerRealtorTrigger location', 'scrapeBadgerRealtorTrigger status',
]);

const RULES: Rule[] = [
	// Codex files
	{
		name: 'valid-node-categories',
		level: 'error',
		check: (pkg) =>
			forEachNode(pkg, ({ codex }) => {
				if (codex?.categories === undefined) return [];
				if (!Array.isArray(codex.categories) || codex.categories.length === 0) return ['categories is not a list of categories'];
				return codex.categories.filter((category) => !CATEGORIES.includes(category as string)).map((category) => `category ${JSON.stringify(category)} is not on n8n's list`);
			}),
		broken: (pkg) => withCodex(pkg, { categories: ['Marketing', 'Bananas'] }),
	},
	{
		name: 'valid-codex-categories',
		level: 'error',
		check: (pkg) =>
			forEachNode(pkg, ({ codex, description }) => {
				const problems: string[] = [];
				const categories = Array.isArray(codex?.categories) ? (codex.categories as string[]) : [];
				const subcategories = codex?.subcategories;
				if (subcategories !== undefined && (Array.isArray(subcategories) || typeof subcategories !== 'object' || subcategories === null)) {
					problems.push('subcategories is not a map of category to subcategories');
				}
				const map = (subcategories && !Array.isArray(subcategories) ? subcategories : {}) as Record<string, string[]>;
				for (const key of Object.keys(map)) if (!CATEGORIES.includes(key)) problems.push(`subcategories names "${key}", no category`);
				const outputsMain = JSON.stringify(description.outputs).includes('main');
				if (categories.includes('AI') && outputsMain && !(map.AI ?? []).includes('Root Nodes')) problems.push("category AI with a main output but no 'Root Nodes'");
				return problems;
			}),
		broken: (pkg) => withCodex(pkg, { categories: ['AI'], subcategories: { AI: ['Tools'] } }),
	},
	{
		name: 'no-ai-codex-category',
		level: 'error',
		// The AI Node SDK's nodes are exempt; no node of ours imports it.
		check: (pkg) =>
			forEachNode(pkg, ({ codex, source }) =>
				Array.isArray(codex?.categories) && codex.categories.includes('AI') && !source.includes('@n8n/ai-node-sdk') ? ['category AI without the AI Node SDK'] : [],
			),
		broken: (pkg) => withCodex(pkg, { categories: ['AI'] }),
	},
	{
		name: 'no-codex-subcategories',
		level: 'error',
		check: (pkg) =>
			forEachNode(pkg, ({ codex, source }) => (codex?.subcategories !== undefined && !source.includes('@n8n/ai-node-sdk') ? ['subcategories'] : [])),
		broken: (pkg) => withCodex(pkg, { subcategories: { 'Core Nodes': ['Helpers'] } }),
	},
	{
		name: 'no-logic-or-flow-nodes',
		level: 'error',
		check: (pkg) =>
			forEachNode(pkg, ({ codex }) => {
				const words = [...(Array.isArray(codex?.categories) ? codex.categories : []), ...Object.keys((codex?.subcategories as object | undefined) ?? {})];
				return words.filter((word) => word === 'Logic' || word === 'Flow').map((word) => `category ${word}`);
			}),
		broken: (pkg) => withCodex(pkg, { categories: ['Flow'] }),
	},

	// The node classes
	{
		name: 'node-filename-against-convention',
		level: 'error',
		check: (pkg) =>
			forEachNode(pkg, ({ file, description }) => {
				const expected = `${description.name.charAt(0).toUpperCase()}${description.name.slice(1)}`;
				return basename(file).replace(/(V\d+)?\.node\.ts$/, '') === expected ? [] : [`should be named ${expected}.node.ts`];
			}),
		broken: (pkg) => withDescription(pkg, { name: 'scrapeBadgerAmazonProducts' }),
	},
	{
		name: 'node-class-description-name-camelcase',
		level: 'error',
		check: (pkg) => forEachNode(pkg, ({ description }) => (/^[a-z][a-zA-Z0-9]*$/.test(description.name) ? [] : [`name "${description.name}" is not camelCase`])),
		broken: (pkg) => withDescription(pkg, { name: 'scrapebadger-amazon' }),
	},
	{
		name: 'node-class-description-non-core-color',
		level: 'warn',
		check: (pkg) =>
			forEachNode(pkg, ({ description }) =>
				[description.defaults.color, (description as { color?: string }).color]
					.filter((color) => color?.toUpperCase() === '#FF6D5A')
					.map(() => "n8n's core colour"),
			),
		broken: (pkg) => withDescription(pkg, { defaults: { name: 'ScrapeBadger Amazon', color: '#ff6d5a' } }),
	},
	{
		name: 'single-credential-per-node',
		level: 'error',
		check: (pkg) =>
			forEachNode(pkg, ({ description }) => {
				const credentials = description.credentials ?? [];
				// Several only when each shows for another value of one selector, so a user picks one.
				const shownBy = credentials.map((credential) => JSON.stringify(credential.displayOptions?.show ?? null));
				return credentials.length > 1 && (shownBy.includes('null') || new Set(shownBy).size < credentials.length) ? ['more than one credential at a time'] : [];
			}),
		broken: (pkg) => withDescription(pkg, { credentials: [{ name: 'scrapeBadgerSuiteApi', required: true }, { name: 'httpHeaderAuth', required: true }] }),
	},
	{
		name: 'require-continue-on-fail',
		level: 'error',
		check: (pkg) =>
			forEachNode(pkg, ({ source }) =>
				nodeClasses(source).flatMap((cls) => {
					const execute = methodOf(cls, 'execute');
					return execute && !descendants(execute).some((node) => isThisCall(node, /^continueOnFail$/)) ? ['execute() never asks this.continueOnFail()'] : [];
				}),
			),
		broken: (pkg) =>
			withNode(pkg, (node) => ({ ...node, source: node.source.replace(/, \{ continueOnFail: this\.continueOnFail\(\) \}/, '') }), isActionNode),
	},
	{
		name: 'node-operation-error-itemindex',
		level: 'error',
		check: (pkg) =>
			forEachNode(pkg, ({ source }) =>
				nodeClasses(source).flatMap((cls) => {
					const execute = methodOf(cls, 'execute');
					const inLoops = execute ? descendants(execute).filter(isLoop).flatMap(descendants) : [];
					return inLoops
						.filter((node): node is ts.NewExpression => ts.isNewExpression(node) && /^Node(Operation|Api)Error$/.test(node.expression.getText()))
						.filter((error) => {
							const options = error.arguments?.[2];
							return !(options && ts.isObjectLiteralExpression(options) && options.properties.some((property) => property.name?.getText() === 'itemIndex'));
						})
						.map((error) => `${error.expression.getText()} in an item loop without itemIndex`);
				}),
			),
		broken: (pkg) =>
			withExecuteBody(pkg, 'for (let i = 0; i < this.getInputData().length; i++) { throw new NodeOperationError(this.getNode(), "failed"); }\n\t\treturn [];'),
	},
	{
		name: 'prefer-declarative-style',
		level: 'warn',
		// An execute() that only loops over the input items sending one HTTP request each belongs in declarative routing.
		check: (pkg) =>
			forEachNode(pkg, ({ source }) =>
				nodeClasses(source).flatMap((cls) => {
					const execute = methodOf(cls, 'execute');
					if (!execute || !descendants(execute).some((node) => isThisCall(node, /^getInputData$/))) return [];
					return descendants(execute)
						.filter(isLoop)
						.filter((loop) => !descendants(loop).some(isLoop))
						.filter((loop) => descendants(loop).filter(isHttpRequest).length === 1)
						.map(() => 'one HTTP request per input item in execute()');
				}),
			),
		broken: (pkg) =>
			withExecuteBody(
				pkg,
				'const out = []; for (const item of this.getInputData()) { out.push({ json: await this.helpers.httpRequestWithAuthentication.call(this, "x", { url: item.json.url as string }) }); }\n\t\treturn [out];',
			),
	},
	{
		name: 'no-hardcoded-ids',
		level: 'error',
		// The rule reads .node.ts files; every source of the nodes is read here, the engine's included.
		check: (pkg) =>
			pkg.sources.flatMap(({ file, text }) => {
				const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
				const isId = (name: string) => /^(partner|affiliate|reseller|account|tenant|customer|client)[_-]?id$/i.test(name);
				return descendants(source)
					.filter((node) => {
						const assigned = ts.isPropertyAssignment(node) || ts.isVariableDeclaration(node) ? node.initializer : undefined;
						const name = ts.isPropertyAssignment(node) || ts.isVariableDeclaration(node) ? node.name.getText().replace(/['"]/g, '') : '';
						return assigned !== undefined && (ts.isStringLiteral(assigned) || ts.isNoSubstitutionTemplateLiteral(assigned)) && isId(name);
					})
					.map((node) => `${file}: a fixed ${node.getText()}`);
			}),
		broken: (pkg) => ({ ...pkg, sources: [...pkg.sources, { file: 'nodes/Amazon/ScrapeBadgerAmazon.node.ts', text: "const options = { qs: { partner_id: 'fixed-partner' } };" }] }),
	},
	{
		name: 'icon-contrast',
		level: 'warn',
		// A light icon against the light theme's white, a dark one against the dark theme's #2b2b2b: its best contrast at least 1.5:1.
		check: (pkg) =>
			[...pkg.nodes, ...pkg.credentials].flatMap(({ file, icons }) =>
				(['light', 'dark'] as const)
					.filter((theme) => Math.max(...svgColours(icons[theme]).map((colour) => contrast(colour, theme === 'light' ? '#ffffff' : '#2b2b2b'))) < 1.5)
					.map((theme) => `${file}: the ${theme} icon is too faint on the ${theme} theme`),
			),
		broken: (pkg) => withNode(pkg, (node) => ({ ...node, icons: { ...node.icons, dark: '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h8v8z"/></svg>' } })),
	},

	// The node's properties, as built
	{
		name: 'require-param-default',
		level: 'error',
		check: (pkg) => forEachProperty(pkg, (property) => (INPUT_TYPES.has(property.type) && !('default' in property) ? 'no default' : undefined)),
		broken: (pkg) => withProperty(pkg, { displayName: 'Field', name: 'field', type: 'string' } as INodeProperties),
	},
	{
		name: 'hint-max-length',
		level: 'warn',
		check: (pkg) => forEachProperty(pkg, (property) => (property.hint !== undefined && property.hint.length > 120 ? `a hint of ${property.hint.length} characters` : undefined)),
		broken: (pkg) => withProperty(pkg, { displayName: 'Query', name: 'query', type: 'string', default: '', hint: 'x'.repeat(121) }),
	},
	{
		name: 'no-asterisk-in-option-names',
		level: 'warn',
		check: (pkg) =>
			forEachProperty(pkg, (property) => {
				const starred = optionEntries(property).filter((option) => String(option.name).includes('*'));
				return starred.length > 0 ? `option ${starred.map((option) => option.name).join(', ')}` : undefined;
			}),
		broken: (pkg) => withProperty(pkg, { displayName: 'Which', name: 'which', type: 'options', default: 'all', options: [{ name: '* All', value: 'all' }] }),
	},
	{
		name: 'no-duplicate-param-options',
		level: 'warn',
		check: (pkg) =>
			forEachProperty(pkg, (property) => {
				if (property.type !== 'options' && property.type !== 'multiOptions') return undefined;
				const names = optionEntries(property).map((option) => option.name);
				const values = optionEntries(property).map((option) => JSON.stringify(option.value));
				return new Set(names).size < names.length || new Set(values).size < values.length ? 'two options with one name or value' : undefined;
			}),
		broken: (pkg) =>
			withProperty(pkg, {
				displayName: 'Which',
				name: 'which',
				type: 'options',
				default: 'contact',
				options: [{ name: 'Contact', value: 'contact' }, { name: 'Contact', value: 'person' }],
			}),
	},
	{
		name: 'open-ended-node-fields',
		level: 'warn',
		check: (pkg) => forEachProperty(pkg, (property, topLevel) => (topLevel && property.type === 'json' && !property.required ? 'an optional JSON field at the top level' : undefined)),
		broken: (pkg) => withProperty(pkg, { displayName: 'Configuration', name: 'configuration', type: 'json', default: '{}' }),
	},
	{
		name: 'options-sorted-alphabetically',
		level: 'warn',
		// Sorted but for the Custom API Call entry, kept last as n8n's own nodes show it.
		check: (pkg) =>
			forEachProperty(pkg, (property) => {
				if (property.type !== 'options') return undefined;
				const names = optionEntries(property).map((option) => option.name);
				const sorted = [...names.filter((name) => name !== 'Custom API Call')].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));
				if (names.includes('Custom API Call')) sorted.push('Custom API Call');
				return names.join('|') === sorted.join('|') ? undefined : `options not in alphabetical order: ${names.join(', ')}`;
			}),
		broken: (pkg) =>
			withProperty(pkg, {
				displayName: 'Which',
				name: 'which',
				type: 'options',
				default: 'user',
				options: [{ name: 'User', value: 'user' }, { name: 'Contact', value: 'contact' }],
			}),
	},
	{
		name: 'non-required-fields-in-collection',
		level: 'warn',
		check: (pkg) =>
			forEachNode(pkg, ({ description }) =>
				description.properties
					.filter((property) => !property.required)
					.filter((property) => !['collection', 'fixedCollection', 'notice', 'callout', 'hidden', 'curlImport'].includes(property.type))
					.filter((property) => !['resource', 'operation', 'authentication'].includes(property.name))
					.filter((property) => !TOP_LEVEL_BY_DESIGN.has(property.name) && !TOP_LEVEL_PARAMETERS.has(`${description.name} ${property.name}`))
					.filter((property) => (property.displayOptions?.show?.['@tool'] as unknown[] | undefined)?.[0] !== true)
					.map((property) => `${property.name}: optional, at the top level`),
			),
		broken: (pkg) => withProperty(pkg, { displayName: 'Page Size', name: 'pageSize', type: 'number', default: 50 }),
	},
	{
		name: 'resource-operation-pattern (master: an Operation field, each operation with an action)',
		level: 'warn',
		check: (pkg) =>
			forEachNode(pkg, ({ description }) => {
				if (!isActionNode({ description } as NodeView)) return [];
				const operations = description.properties.filter((property) => property.name === 'operation' && property.type === 'options');
				if (operations.length === 0) return ['no Operation field'];
				return operations.flatMap(optionEntries).filter((option) => !option.action).map((option) => `operation "${option.name}" has no action label`);
			}),
		broken: (pkg) =>
			withNode(
				pkg,
				(node) => ({
					...node,
					description: {
						...node.description,
						properties: node.description.properties.map((property) =>
							property.name === 'operation' ? { ...property, options: optionEntries(property).map((option) => ({ ...option, action: undefined })) } : property,
						),
					},
				}),
				isActionNode,
			),
	},

	// The credential
	{
		name: 'cred-class-name-suffix',
		level: 'error',
		check: (pkg) => pkg.credentials.filter(({ className }) => !className.endsWith('Api')).map(({ file, className }) => `${file}: class ${className} does not end in Api`),
		broken: (pkg) => ({ ...pkg, credentials: pkg.credentials.map((credential) => ({ ...credential, className: 'ScrapeBadgerSuite' })) }),
	},
	{
		name: 'cred-class-name-field-conventions',
		level: 'error',
		check: (pkg) => pkg.credentials.filter(({ name }) => !/^[a-z].*Api$/.test(name)).map(({ file, name }) => `${file}: name ${name}`),
		broken: (pkg) => ({ ...pkg, credentials: pkg.credentials.map((credential) => ({ ...credential, name: 'ScrapeBadgerSuite' })) }),
	},
	{
		name: 'cred-filename-against-convention',
		level: 'error',
		check: (pkg) =>
			pkg.credentials
				.filter(({ file, className }) => basename(file) !== `${className}.credentials.ts`)
				.map(({ file, className }) => `${file}: should be named ${className}.credentials.ts`),
		broken: (pkg) => ({ ...pkg, credentials: pkg.credentials.map((credential) => ({ ...credential, file: 'credentials/ScrapeBadger.credentials.ts' })) }),
	},

	// package.json
	{
		// In the installed lint too, but as a warning, which `npm run lint` lets pass.
		name: 'node-registration-complete',
		level: 'warn',
		check: (pkg) => {
			const registered = new Set(pkg.packageJson.n8n.nodes.map((path) => path.replace(/^dist\//, '').replace(/\.js$/, '.ts')));
			return pkg.sources.filter(({ file }) => file.endsWith('.node.ts') && !registered.has(file)).map(({ file }) => `${file}: not in package.json's n8n.nodes`);
		},
		broken: (pkg) => ({ ...pkg, packageJson: { ...pkg.packageJson, n8n: { ...pkg.packageJson.n8n, nodes: pkg.packageJson.n8n.nodes.slice(1) } } }),
	},
	{
		name: 'require-community-node-keyword',
		level: 'warn',
		check: (pkg) => ((pkg.packageJson.keywords ?? []).includes('n8n-community-node-package') ? [] : ['package.json: no "n8n-community-node-package" keyword']),
		broken: (pkg) => ({ ...pkg, packageJson: { ...pkg.packageJson, keywords: ['n8n', 'automation'] } }),
	},
	{
		name: 'require-mit-license',
		level: 'error',
		check: (pkg) => (pkg.packageJson.license === 'MIT' ? [] : [`package.json: license ${pkg.packageJson.license}`]),
		broken: (pkg) => ({ ...pkg, packageJson: { ...pkg.packageJson, license: 'Apache-2.0' } }),
	},
	{
		name: 'no-monorepo',
		level: 'error',
		check: (pkg) => (pkg.packageJson.repository?.directory === undefined ? [] : ['package.json: repository.directory (a package in a monorepo)']),
		broken: (pkg) => ({ ...pkg, packageJson: { ...pkg.packageJson, repository: { ...pkg.packageJson.repository, directory: 'packages/n8n-nodes-x' } } }),
	},
];

const PACKAGE = ourPackage();

describe.each(RULES.map((rule) => [rule.name, rule] as const))('%s', (_name, rule) => {
	test(`the package meets it (${rule.level} in n8n's recommended config)`, () => {
		expect(rule.check(PACKAGE)).toEqual([]);
	});

	test('a sample broken as its documentation shows fails it', () => {
		expect(rule.check(rule.broken(PACKAGE)).length).toBeGreaterThan(0);
	});
});
