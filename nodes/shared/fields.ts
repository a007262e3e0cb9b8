import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { acceptedForm } from './checks';
import { addCustomCall } from './custom-call';
import type { EndpointDescriptor, ParamDescriptor, PlatformDescriptor } from './descriptor';
import { fieldPlace, isOwnField, isPaged, shownWhen, urlImpliedParams } from './descriptor';
import { REQUEST_OPTIONS } from './request-options';
import { isModelInput, modelInputField, onlyOutsideTool, TOOL_MAX_CHARACTERS, toolFields } from './tool';

/** n8n shows dropdown entries in the order given; its convention is alphabetical. */
export function byName<T extends { name: string }>(entries: T[]): T[] {
	return [...entries].sort((a, b) => a.name.localeCompare(b.name));
}

/** What an operation costs, in the words the Operation dropdown and the operation reference both use. */
export function creditNote(endpoint: EndpointDescriptor): string {
	if (endpoint.priceText !== undefined) return endpoint.priceText;
	const unit = endpoint.credits === 1 ? 'credit' : 'credits';
	const per = isPaged(endpoint) ? 'per page requested' : 'per request';
	const perRecord = endpoint.creditsPerRecord
		? ` plus ${endpoint.creditsPerRecord} per record returned`
		: '';
	if (endpoint.creditsAssumed) {
		return `ScrapeBadger states no price: the Credit Budget assumes ${endpoint.credits} ${unit} ${per} and counts what the service reports.`;
	}
	return endpoint.credits === 0 && !perRecord
		? 'Free: costs no credits.'
		: `Costs ${endpoint.credits} ${unit} ${per}${perRecord}.`;
}


/** The n8n field for one API parameter. Its name is the wire name, so field and request never drift. */
export function paramField(param: ParamDescriptor): INodeProperties {
	const common = {
		displayName: param.displayName,
		name: param.name,
		description: param.description,
		required: param.required ? true : undefined,
		placeholder: param.placeholder,
	};
	switch (param.type) {
		case 'string':
			return { ...common, type: 'string', default: param.default ?? '', ...(param.password ? { typeOptions: { password: true } } : {}) };
		case 'integer':
		case 'number':
			return {
				...common,
				type: 'number',
				default: param.default ?? param.min ?? 0,
				typeOptions: {
					minValue: param.min,
					maxValue: param.max,
					numberPrecision: param.type === 'integer' ? 0 : undefined,
				},
			};
		case 'boolean':
			return { ...common, type: 'boolean', default: param.default ?? false };
		case 'idList':
			return { ...common, type: 'string', default: param.default ?? '', typeOptions: { rows: 4 } };
		case 'json':
			return { ...common, type: 'json', default: param.default ?? (param.shape === 'array' ? '[]' : '{}') };
		case 'options':
			return {
				...common,
				type: 'options',
				options: byName(param.options),
				default: param.default ?? param.options[0].value,
				...(param.noDataExpression ? { noDataExpression: true } : {}),
			};
		case 'multiOptions':
			return { ...common, type: 'multiOptions', options: byName(param.options), default: param.default ?? [] };
		case 'pick':
			return {
				...common,
				type: 'resourceLocator',
				default: { mode: 'list', value: param.default ?? '' },
				modes: [
					{
						displayName: 'From List',
						name: 'list',
						type: 'list',
						typeOptions: {
							searchListMethod: param.list.method,
							searchable: true,
							searchFilterRequired: 'filter' in param.list && param.list.filter !== undefined ? true : undefined,
						},
					},
					{
						displayName: param.typedMode,
						name: 'value',
						type: 'string',
						placeholder: param.placeholder,
						hint: `Enter ${param.pattern.form}`,
						validation: [
							{
								type: 'regex',
								properties: { regex: param.pattern.regex.source, errorMessage: `Enter ${param.pattern.form}` },
							},
						],
					},
				],
			};
		case 'locator':
			return {
				...common,
				type: 'resourceLocator',
				default: { mode: 'url', value: param.default ?? '' },
				modes: [
					{
						displayName: 'By URL',
						name: 'url',
						type: 'string',
						placeholder: param.url.placeholder,
						hint: `Paste ${param.url.form}`,
					},
					{
						displayName: 'By ID',
						name: 'id',
						type: 'string',
						placeholder: param.id.placeholder,
						// Forms looked up first (a YouTube @handle) are welcome here too: the run checks them.
						validation: param.resolve
							? undefined
							: [
									{
										type: 'regex',
										properties: { regex: param.id.regex.source, errorMessage: `Enter ${param.id.form}` },
									},
								],
					},
				],
			};
	}
}

/**
 * Where an endpoint's fields appear and which of them a node leaves out. An action node shows them for one
 * resource and operation; a trigger node for one event, without the parameters it sets itself (a forced
 * newest-first sort, the paging it does on its own) and without Return All and Limit.
 */
export interface FieldScope {
	show: Record<string, string[]>;
	/** Name of the operation's notice field; unique within the node. */
	noticeName: string;
	/** The notice text; the endpoint's own notice by default. */
	notice?: string;
	/** Parameters the node sets itself, so they get no field. */
	hidden?: ReadonlySet<string>;
	/** Whether paged endpoints get Return All and Limit (action nodes); default true. */
	limitFields?: boolean;
	/**
	 * A node with no incoming items (a trigger): a default that reads the incoming item (`={{ $json.video_id }}`, how an
	 * action node chains from the one before) would read nothing there, so the field starts blank.
	 */
	noInput?: true;
	/**
	 * For an action node, whose tool variant an AI Agent uses: the platform's name and the operation's cost, for the
	 * tool's own fields (its description for the model, the model-filled inputs, the resume argument).
	 */
	tool?: { platform: string; cost: string };
}

/**
 * The order of an operation's own fields: what names the records to fetch (an ID, a URL, a query) first, then
 * numbers and switches, then choices among fixed values (a sort, a marketplace). Stable within each rank.
 */
function primacy(param: ParamDescriptor): number {
	switch (param.type) {
		case 'locator':
		case 'idList':
		case 'string':
			return 0;
		case 'integer':
		case 'number':
		case 'boolean':
			return 1;
		default:
			return 2;
	}
}
const byPrimacy = (a: ParamDescriptor, b: ParamDescriptor) => primacy(a) - primacy(b);

/** n8n's convention for a collection's entries: alphabetical by the label a user reads. */
const byLabel = (entries: INodeProperties[]) => [...entries].sort((a, b) => a.displayName.localeCompare(b.displayName));

const readsInput = (value: unknown): boolean => typeof value === 'string' && value.startsWith('=') && value.includes('$json');

/** The field with a blank default where its default reads the incoming item (see FieldScope.noInput). */
function withoutInputDefault(field: INodeProperties): INodeProperties {
	const locator = field.type === 'resourceLocator' ? (field.default as { mode: string; value: unknown }) : undefined;
	if (locator && readsInput(locator.value)) return { ...field, default: { ...locator, value: '' } };
	return readsInput(field.default) ? { ...field, default: '' } : field;
}

export function endpointFields(endpoint: EndpointDescriptor, scope: FieldScope): INodeProperties[] {
	const { show, tool } = scope;
	// Fields a person fills in; in the tool variant the model fills the inputs instead, and paging is per call.
	const personal = tool ? onlyOutsideTool(show) : { show };
	const params = endpoint.params.filter((param) => !scope.hidden?.has(param.name));
	// A required parameter a locator's URL also names (a Booking.com hotel URL's country) may be left blank, so n8n must not
	// call it missing: an active workflow with a field n8n calls missing never runs ("The workflow has issues").
	const impliedByUrl = urlImpliedParams(endpoint);
	const fields: INodeProperties[] = params.filter(isOwnField).sort(byPrimacy).flatMap((param): INodeProperties[] => {
		const own = impliedByUrl.has(param.name) ? { ...paramField(param), required: undefined } : paramField(param);
		const field = scope.noInput ? withoutInputDefault(own) : own;
		// A field shown only while other fields hold certain values (showWhen) carries the condition itself.
		const shownFor = { ...show, ...shownWhen(endpoint, param, scope.hidden) };
		if (!tool || !isModelInput(param)) return [{ ...field, displayOptions: { show: shownFor } }];
		return [{ ...field, displayOptions: onlyOutsideTool(shownFor) }, modelInputField(field, param, acceptedForm(param), shownFor)];
	});
	if (tool) fields.push(...toolFields(tool.platform, endpoint, tool.cost, show));
	const notice = scope.notice ?? endpoint.notice;
	if (notice) {
		fields.unshift({
			displayName: notice,
			name: scope.noticeName,
			type: 'notice',
			default: '',
			displayOptions: { show },
		});
	}

	if (isPaged(endpoint) && scope.limitFields !== false) {
		fields.push(
			{
				displayName: 'Return All',
				name: 'returnAll',
				type: 'boolean',
				default: false,
				description: 'Whether to return all results or only up to a given limit',
				displayOptions: personal,
			},
			{
				displayName: 'Limit',
				name: 'limit',
				type: 'number',
				default: 50,
				typeOptions: { minValue: 1 },
				description: 'Max number of results to return',
				displayOptions: { show: { ...personal.show, returnAll: [false] } },
			},
		);
	}

	if (endpoint.simplify) {
		fields.push({
			displayName: 'Simplify',
			name: 'simplify',
			type: 'boolean',
			default: false,
			description:
				'Whether to return a flat, spreadsheet-ready version of each record (the most useful fields, no nesting) instead of the full record',
			// A tool always returns the simplified records: a model needs the facts, not the whole nesting.
			displayOptions: personal,
		});
	}

	// An entry shown only while other parameters hold certain values (showWhen) carries the condition itself.
	const entryField = (param: ParamDescriptor): INodeProperties => {
		const conditions = shownWhen(endpoint, param, scope.hidden);
		return Object.keys(conditions).length > 0 ? { ...paramField(param), displayOptions: { show: conditions } } : paramField(param);
	};
	const filters = params.filter((param) => fieldPlace(param) === 'filters');
	if (filters.length > 0) {
		fields.push({
			displayName: 'Filters',
			name: 'filters',
			type: 'collection',
			placeholder: 'Add Filter',
			default: {},
			displayOptions: { show },
			options: byLabel(filters.map(entryField)),
		});
	}
	const optional = params.filter((param) => fieldPlace(param) === 'options');
	if (optional.length > 0) {
		// n8n drops the collection values it has no field for. A workflow saved while a field was still an option (a
		// top-level field, a filter) keeps its value (readInput reads it when the field is blank) only if the option
		// stays: it is listed, but shown only while it holds a value, so new nodes never offer it twice.
		const moved = params
			.filter((param) => fieldPlace(param) !== 'options' && param.required !== true)
			.map((param) => ({
				...paramField(param),
				displayOptions: { show: { [param.name]: [{ _cnd: { exists: true as const } }] } },
			}));
		fields.push({
			displayName: 'Options',
			name: 'options',
			type: 'collection',
			placeholder: 'Add Option',
			default: {},
			displayOptions: { show },
			options: byLabel([...optional.map(entryField), ...moved]),
		});
	}
	return fields;
}

/** Resource and Operation dropdowns, then every operation's fields, all from the platform's descriptors. */
export function buildProperties(platform: PlatformDescriptor): INodeProperties[] {
	const resources = byName(platform.resources);
	// The dropdown is alphabetical; the default is the descriptor's first entry, its author's pick.
	const firstResource = platform.resources[0].value;
	const properties: INodeProperties[] = [
		{
			displayName: 'Resource',
			name: 'resource',
			type: 'options',
			noDataExpression: true,
			options: resources.map(
				(resource): INodePropertyOptions => ({
					name: resource.name,
					value: resource.value,
					description: resource.description,
				}),
			),
			default: firstResource,
		},
	];

	for (const resource of resources) {
		const endpoints = byName(resource.endpoints);
		const firstOperation = resource.endpoints[0].operation;
		properties.push({
			displayName: 'Operation',
			name: 'operation',
			type: 'options',
			noDataExpression: true,
			displayOptions: { show: { resource: [resource.value] } },
			options: endpoints.map(
				(endpoint): INodePropertyOptions => ({
					name: endpoint.name,
					value: endpoint.operation,
					action: endpoint.action,
					description: `${endpoint.description} ${creditNote(endpoint)}`,
				}),
			),
			default: firstOperation,
		});
	}

	for (const resource of resources) {
		for (const endpoint of resource.endpoints) {
			properties.push(
				...endpointFields(endpoint, {
					show: { resource: [resource.value], operation: [endpoint.operation] },
					noticeName: `${endpoint.operation}Notice`,
					// The Operation dropdown cuts its descriptions short: the cost is said in full above the fields.
					notice: [creditNote(endpoint), endpoint.notice].filter((text) => text !== undefined).join(' '),
					tool: { platform: platform.platform, cost: creditNote(endpoint) },
				}),
			);
		}
	}
	// The "Custom API Call" entry of Resource and every Operation, and its fields (custom-call.ts).
	properties.push(...addCustomCall(platform, properties));
	properties.push(TOOL_MAX_CHARACTERS, REQUEST_OPTIONS);
	return properties;
}
