/**
 * The node as an AI Agent's tool (n8n's `...Tool` variant of every node with `usableAsTool`). A model reads a tool
 * through two channels only: the tool description and the `$fromAI()` calls in the node's parameters, which n8n turns
 * into the tool's argument schema. Both are derived here from the endpoint descriptors, so a tool added from the
 * Tools panel already asks the model for its inputs with their accepted forms, and what it returns stays small enough
 * for a model's context. A tool call's input is read here too: the operation's parameters as input.ts reads them for
 * any run, then one page from where the model says the list goes on.
 */
import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { FROM_AI_AUTO_GENERATED_MARKER } from 'n8n-workflow';

import { checkedOptionNumber, checkParam, refusal } from './checks';
import type { EndpointDescriptor, ParamDescriptor } from './descriptor';
import { firstPageValue, isOwnField, isPaged, statesNoEnd } from './descriptor';
import { operationInput, readParameterValues } from './input';
import type { CollectedRecords, OperationInput, ParameterReader, ResumePoint } from './types';

/** n8n's own test for the tool variant: its node type name ends in "Tool" (displayOptions' `@tool` reads the same). */
export const isToolNodeType = (type: string): boolean => type.endsWith('Tool');

/** Records asked per call where the service lets the caller choose the page size: a page a model can read. */
export const TOOL_PAGE_RECORDS = 20;

/** Tool-only fields; every name is unique within the node. */
export const TOOL_FIELD = {
	description: 'toolDescription',
	resume: 'toolResume',
	skip: 'toolSkip',
	maxCharacters: 'toolMaxCharacters',
	start: 'toolStart',
} as const;

/** The argument that reads a long text on from where the previous result stopped (toolText). */
export const START_ARGUMENT = 'start';

/** The node-wide size cap of a tool result. */
export const TOOL_MAX_CHARACTERS: INodeProperties = {
	displayName: 'Max Result Characters',
	name: TOOL_FIELD.maxCharacters,
	type: 'number',
	default: 20000,
	typeOptions: { minValue: 2000, maxValue: 50000, numberPrecision: 0 },
	description:
		'The most characters one tool result may have (2000 to 50000): records past it are left out and long texts are cut, and the result says so',
	displayOptions: { show: { '@tool': [true] } },
};

const onlyInTool = (show: Record<string, unknown[]>) => ({ show: { ...show, '@tool': [true] } });
/** The same field outside the tool variant, where a person fills it in. */
export const onlyOutsideTool = (show: Record<string, unknown[]>) => ({ show: { ...show, '@tool': [false] } });

/**
 * A `$fromAI()` argument as n8n's expression parser reads it: quoted, with a quote that does not occur in the text
 * (as n8n's editor writes them; its own reading of a backslash escape loses the escaped character). Braces are left
 * out so the text cannot close the `{{ }}` around it, and a backtick quote never meets a `${`.
 */
function fromAiText(text: string): string {
	const plain = text.replace(/[{}]/g, '').replace(/\s+/g, ' ').trim();
	const quote = ['`', '"', "'"].find((candidate) => !plain.includes(candidate));
	if (quote !== undefined) return `${quote}${plain}${quote}`;
	return `"${plain.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

type FromAiType = 'string' | 'number' | 'boolean';

/**
 * The expression that makes a field an argument the model fills in, described for the model. n8n's marker makes the
 * editor show it as "Defined automatically by the model", with the description editable, as its own button does.
 */
export function fromAi(key: string, description: string, type: FromAiType, fallback?: string | number | boolean): string {
	const parts = [`'${key}'`, fromAiText(description), `'${type}'`];
	if (fallback !== undefined) parts.push(typeof fallback === 'string' ? fromAiText(fallback) : String(fallback));
	return `={{ ${FROM_AI_AUTO_GENERATED_MARKER} $fromAI(${parts.join(', ')}) }}`;
}

/** The editor's modes of a list-or-typed field; a model has none of them, it gives the value. */
const EDITOR_MODE = /"?\b(?:From List|By Keyword|By Value|By ID|By URL)\b"?/;

/**
 * A field's description as a model must read it: the editor's words (its "From List", "By Keyword", "By Value", "By
 * ID" modes, dragging a field in) are left out, so only the accepted forms are named. A clause that picks from the
 * list goes; a sentence about the list or dragging goes whole; a typed mode's name goes from its sentence.
 */
export function forModel(description: string): string {
	const sentences = description.split(/(?<!\be\.g)(?<=\.)\s+(?=[A-Z])/);
	const kept = sentences
		.map((sentence) =>
			sentence
				// "pick one in "From List" (Region > List, free) or type its numeric ID" -> "its numeric ID"
				.replace(/\b(?:pick|search)\b[^.;:"]*? in "From List"(?: \([^)]*\))? or type /gi, '')
				// "..., or search Zillow's places in "From List"" -> "..."
				.replace(/,? or (?:pick|search)\b[^.;:"]*? in "From List"(?::[^.]*)?/gi, '')
				.replace(/,? (?:in|into) "?By (?:ID|Value|Keyword|URL)"?/g, '')
				.replace(/^Type (?:them|it)\.?$/, ''),
		)
		.filter((sentence) => sentence.trim() !== '' && !EDITOR_MODE.test(sentence) && !/\bdrag\b|\bin the list\b/i.test(sentence));
	const text = kept.join(' ').trim();
	return text === '' ? description : text.replace(/^\w/, (first) => first.toUpperCase());
}

/** What the model must know to fill a parameter in: what it is, the form the run accepts, and the default. */
export function modelDescription(param: ParamDescriptor, acceptedForm: string): string {
	const choices =
		param.type === 'options' || param.type === 'multiOptions'
			? ` Choices: ${param.options.map((option) => `${option.value} (${option.name})`).join(', ')}.`
			: '';
	const fallback = defaultOf(param);
	// An optional input without a default says itself what leaving it out means (Leboncoin's Text): nothing added.
	const defaulted = fallback !== undefined ? ` Default: ${String(fallback)}.` : param.required === true ? ' Required.' : '';
	return `${forModel(param.description).replace(/\.?$/, '.')} Accepted: ${forModel(acceptedForm)}.${choices}${defaulted}`;
}

function defaultOf(param: ParamDescriptor): string | number | boolean | undefined {
	const value = Array.isArray(param.default) ? param.default.join(',') : param.default;
	return value === undefined || value === '' ? undefined : value;
}

const fromAiType = (param: ParamDescriptor): FromAiType =>
	param.type === 'integer' || param.type === 'number' ? 'number' : param.type === 'boolean' ? 'boolean' : 'string';

/**
 * The parameters a model fills in: the operation's own fields (its inputs), never the ones that only shape a
 * workflow's output (an output format, a binary field name), which the tool sets itself.
 */
export const isModelInput = (param: ParamDescriptor): boolean => isOwnField(param) && param.in !== 'node';

/**
 * A field's tool-variant twin: the same name (so the run reads it the same way), defaulting to the `$fromAI()` call
 * that asks the model for it. A parameter with a default is optional for the model.
 */
export function modelInputField(field: INodeProperties, param: ParamDescriptor, acceptedForm: string, show: Record<string, unknown[]>): INodeProperties {
	// An optional input the model may leave out falls back to empty (not sent), so a call without it is valid.
	const fallback = defaultOf(param) ?? (param.required === true ? undefined : '');
	const expression = fromAi(param.name, modelDescription(param, acceptedForm), fromAiType(param), fallback);
	const value: INodeProperties['default'] =
		field.type === 'resourceLocator'
			? // A list pick is typed in by the model: its typed mode; a locator's URL mode takes IDs too.
				{ __rl: true, mode: param.type === 'pick' ? 'value' : String((field.default as IDataObject).mode), value: expression }
			: expression;
	return { ...field, default: value, displayOptions: onlyInTool(show) };
}

const pagingParam = (endpoint: EndpointDescriptor): string | undefined =>
	endpoint.paging.kind === 'none' ? undefined : endpoint.paging.param;

const resumeParams = new WeakMap<EndpointDescriptor, ParamDescriptor | undefined>();

/**
 * Where a tool call's list starts, as the model gives it: the paging parameter, named as the key of the previous
 * result's "next" (a page number, or a token), for any paged list whose paging parameter is no input of its own.
 * Described once per endpoint: the tool's field takes its type, the run checks the value against it.
 */
export function resumeParam(endpoint: EndpointDescriptor): ParamDescriptor | undefined {
	if (resumeParams.has(endpoint)) return resumeParams.get(endpoint);
	const name = pagingParam(endpoint);
	let param: ParamDescriptor | undefined;
	if (name !== undefined && !endpoint.params.some((other) => isModelInput(other) && other.name === name)) {
		const named = { displayName: name, name, description: 'Where the list goes on', in: 'query' as const };
		param =
			endpoint.paging.kind === 'page'
				? { ...named, type: 'integer', min: firstPageValue(endpoint.paging), default: firstPageValue(endpoint.paging) }
				: { ...named, type: 'string', maxLength: 8000, default: '' };
	}
	resumeParams.set(endpoint, param);
	return param;
}

/**
 * A tool call's input: the item's parameters read and checked as for any run, then one page from the start, or from
 * where the model's previous call said the list goes on (its `next`), with a page size a model can read where the
 * service lets the caller choose it. Records are simplified.
 */
export function readToolInput(ctx: ParameterReader, endpoint: EndpointDescriptor, itemIndex: number): OperationInput {
	const values = readParameterValues(ctx, endpoint, itemIndex);
	// What a tool call always sends (a scrape reads Markdown), whatever the tool node's own fields hold.
	Object.assign(values.body, endpoint.toolFixed ?? {});
	const simplify = endpoint.simplify !== undefined;
	const paging = endpoint.paging;
	if (paging.kind === 'none') return operationInput(endpoint, values, simplify, Infinity);
	const resume = resumeParam(endpoint);
	if (resume) {
		const value = checkParam(resume, ctx.getNodeParameter(TOOL_FIELD.resume, itemIndex, ''), refusal(ctx, itemIndex));
		if (value !== undefined) values.query[paging.param] = value;
	}
	return operationInput(endpoint, values, simplify, paging.pageSize ? TOOL_PAGE_RECORDS : Infinity);
}

/** The size cap of a tool result, checked like any other input. */
export function readMaxCharacters(ctx: IExecuteFunctions, itemIndex: number): number {
	const fail = refusal(ctx, itemIndex);
	const raw = ctx.getNodeParameter(TOOL_MAX_CHARACTERS.name, itemIndex, TOOL_MAX_CHARACTERS.default);
	return Math.floor(checkedOptionNumber(TOOL_MAX_CHARACTERS, raw, fail, 'integer'));
}

/** Where a tool call starts inside its page (the previous result's next.skip), checked before any request. */
export function readToolSkip(ctx: ParameterReader, itemIndex: number): number {
	const raw = ctx.getNodeParameter(TOOL_FIELD.skip, itemIndex, 0);
	const skip = raw === '' || raw === null || raw === undefined ? 0 : Number(raw);
	if (!Number.isInteger(skip) || skip < 0) {
		throw refusal(ctx, itemIndex)(`Skip Records must be a whole number of 0 or more (next.skip of the previous result), got ${String(raw)}`);
	}
	return skip;
}

/** Where a tool call starts reading a long text (the previous result's next.start), checked before any request. */
export function readToolStart(ctx: ParameterReader, itemIndex: number): number {
	const raw = ctx.getNodeParameter(TOOL_FIELD.start, itemIndex, 0);
	const start = raw === '' || raw === null || raw === undefined ? 0 : Number(raw);
	if (!Number.isInteger(start) || start < 0) {
		throw refusal(ctx, itemIndex)(`Start at Character must be a whole number of 0 or more (next.start of the previous result), got ${String(raw)}`);
	}
	return start;
}

/**
 * The argument that resumes inside a page: the records of that page a previous result already held. A page the
 * service makes larger than a call returns (eBay's 60), or a result cut by the size cap, is paid for whole, so the
 * records left out stay reachable instead of being skipped by the next page's number or token.
 */
export const SKIP_ARGUMENT = 'skip';

/** The sentence telling the model how to get more, shared by the description and the resume arguments. */
function resumeHint(endpoint: EndpointDescriptor): string {
	const param = pagingParam(endpoint) ?? '';
	const noEnd = statesNoEnd(endpoint.paging) ? ' The service states no total for this list: "more" is true after every page with records, and a call past the last page returns none (and ends it).' : '';
	return `When "more" is true, call again with the same inputs, ${param} set to next.${param} and ${SKIP_ARGUMENT} set to next.${SKIP_ARGUMENT} of the previous result to get the following records.${noEnd}`;
}

/** The tool description: what the operation returns, how much per call, how to get more, and what it costs. */
export function toolDescriptionText(platform: string, endpoint: EndpointDescriptor, cost: string): string {
	const perCall = isPaged(endpoint)
		? ` Each call returns one page of records, simplified: ${TOOL_PAGE_RECORDS} where the page size can be chosen (or the smallest page the service allows, when larger), else the service's own page, as far as the result's size allows. ${resumeHint(endpoint)}`
		: endpoint.toolText
			? ` Each call returns the text from character "${START_ARGUMENT}" on, at most ${Math.floor(Number(TOOL_MAX_CHARACTERS.default) * TOOL_TEXT_SHARE)} characters by default. ${textHint(endpoint.toolText.again)}`
			: '';
	const use = endpoint.toolUse ? `${endpoint.toolUse} ` : '';
	return `${platform} (ScrapeBadger): ${use}${endpoint.description}${perCall} ${cost} The result is JSON of at most ${String(TOOL_MAX_CHARACTERS.default)} characters by default; on failure it is an object with "error", "description" (what to do) and "creditsCharged".`;
}

/** The share of the size cap a long text may take in a tool result: well under the cap, with room for the facts. */
export const TOOL_TEXT_SHARE = 0.6;

/** The sentence telling the model how to read on in a long text. */
const textHint = (again: string) =>
	`When "more" is true, call again with the same inputs and ${START_ARGUMENT} set to next.${START_ARGUMENT} of the previous result to read on (${again}).`;

/** The fields only the tool variant has, for one operation. */
export function toolFields(platform: string, endpoint: EndpointDescriptor, cost: string, show: Record<string, unknown[]>): INodeProperties[] {
	const fields: INodeProperties[] = [
		{
			displayName: 'Description',
			name: TOOL_FIELD.description,
			type: 'string',
			default: toolDescriptionText(platform, endpoint, cost),
			typeOptions: { rows: 4 },
			description: 'What the AI Agent is told about this tool: what it returns, how to get more, and what it costs',
			displayOptions: onlyInTool(show),
		},
	];
	if (endpoint.toolText) {
		fields.push({
			displayName: 'Start at Character',
			name: TOOL_FIELD.start,
			type: 'number',
			default: fromAi(START_ARGUMENT, `Where to start reading the text, in characters: 0 for its beginning. ${textHint(endpoint.toolText.again)}`, 'number', 0),
			description: `Where the text starts (${START_ARGUMENT}): filled in by the model from the previous result's "next"`,
			displayOptions: onlyInTool(show),
		});
	}
	const resume = resumeParam(endpoint);
	if (resume) {
		const byPage = resume.type === 'integer';
		fields.push({
			displayName: 'Resume From',
			name: TOOL_FIELD.resume,
			type: byPage ? 'number' : 'string',
			default: byPage
				? fromAi(resume.name, `The page to read: 1 for the first records. ${resumeHint(endpoint)}`, 'number', 1)
				: fromAi(resume.name, `Leave empty for the first records. ${resumeHint(endpoint)}`, 'string', ''),
			description: `Where the list starts (${resume.name}): filled in by the model from the previous result's "next"`,
			displayOptions: onlyInTool(show),
		});
		fields.push({
			displayName: 'Skip Records',
			name: TOOL_FIELD.skip,
			type: 'number',
			default: fromAi(SKIP_ARGUMENT, `Records at the start of that page to leave out: 0 for the first records. ${resumeHint(endpoint)}`, 'number', 0),
			description: `Records of that page to leave out (${SKIP_ARGUMENT}): filled in by the model from the previous result's "next"`,
			displayOptions: onlyInTool(show),
		});
	}
	return fields;
}

/** Records as a model gets them: the endpoint's own tool view, else Simplify's flat version, else as they came. */
export function toolRecords(endpoint: EndpointDescriptor, records: IDataObject[]): IDataObject[] {
	const view = endpoint.toolRecord ?? endpoint.simplify;
	return view ? records.map((record) => view(record)) : records;
}

/** What one tool call returns to the model. */
export interface ToolResult extends IDataObject {
	records: IDataObject[];
	returned: number;
	/** Whether the list goes on past these records. */
	more: boolean;
	/** The argument to pass for the following records. */
	next: IDataObject | null;
	creditsCharged: number;
}

const size = (value: unknown) => JSON.stringify(value).length;

/**
 * Cuts the longest texts of a record until it fits in `room` characters, each cut saying how much it left out, so
 * a single long record (a transcript) still comes back, shortened and marked.
 */
function shortenTexts(record: IDataObject, room: number): { record: IDataObject; cut: number } {
	let copy = structuredClone(record);
	let cut = 0;
	for (let round = 0; round < 50 && size(copy) > room; round++) {
		let longest: { holder: IDataObject | unknown[]; key: string | number; text: string } | undefined;
		const visit = (holder: IDataObject | unknown[]) => {
			for (const [key, value] of Object.entries(holder)) {
				if (typeof value === 'string' && value.length > (longest?.text.length ?? 200)) {
					longest = { holder, key: Array.isArray(holder) ? Number(key) : key, text: value };
				} else if (value !== null && typeof value === 'object') visit(value as IDataObject);
			}
		};
		visit(copy);
		if (!longest) break;
		const excess = size(copy) - room;
		const keep = Math.max(100, longest.text.length - excess - 80);
		const shortened = `${longest.text.slice(0, keep)}... [cut: ${keep} of ${longest.text.length} characters shown]`;
		(longest.holder as Record<string | number, unknown>)[longest.key] = shortened;
		cut++;
	}
	if (size(copy) > room) copy = { notice: `This record is too large for the result size limit (${room} characters) even with its texts cut.` };
	return { record: copy, cut };
}

/**
 * The one result item of a tool call: the records as they fit within `maxCharacters` (trailing records left out
 * first, then long texts cut), whether more exist and the argument that gets them, and what the call cost.
 */
export function toolResult(
	records: IDataObject[],
	next: ResumePoint | undefined,
	creditsCharged: number,
	maxCharacters: number,
	pageRead?: CollectedRecords['pageRead'],
): ToolResult {
	// A paged list's "next" always names both resume arguments, so a model never carries an old skip over.
	const resumeAt = (point: ResumePoint, skip: number): IDataObject =>
		pageRead ? { [point.param]: point.value, [SKIP_ARGUMENT]: skip } : { [point.param]: point.value };
	// The facts first, the records last: a model reads whether there is more before the records themselves.
	const result: ToolResult = {
		returned: records.length,
		more: next !== undefined,
		next: next ? resumeAt(next, 0) : null,
		creditsCharged,
		records,
	};
	if (size(result) <= maxCharacters) return result;

	const notes: string[] = [];
	// Room for the notes said below.
	const room = maxCharacters - 400;
	// Each record measured once: the result without records, then each record and the comma before it.
	let used = size({ ...result, records: [] });
	let fitting = 0;
	for (const record of records) {
		used += size(record) + (fitting > 0 ? 1 : 0);
		if (used > room) break;
		fitting++;
	}
	const kept = records.slice(0, Math.max(1, fitting));
	const left = records.length - kept.length;
	// Records left out of a page are paid for: "next" resumes inside the page at the first of them.
	const resumed = left > 0 && pageRead ? resumeAt(pageRead.at, pageRead.skipped + kept.length) : undefined;
	if (left > 0) {
		notes.push(
			`${left} of the ${records.length} records fetched were left out to stay within ${maxCharacters} characters${resumed ? '; "next" resumes at the first of them' : next ? `; "next" continues after them, so they are skipped` : ''}.`,
		);
	}
	if (size({ ...result, records: kept }) > room && kept.length === 1) {
		const { record, cut } = shortenTexts(kept[0], room - size({ ...result, records: [] }));
		kept[0] = record;
		if (cut > 0) notes.push(`Long texts were cut to stay within ${maxCharacters} characters.`);
	}
	const goesOn = resumed ? { more: true, next: resumed } : {};
	return { ...result, ...goesOn, returned: kept.length, omitted: left, note: notes.join(' '), records: kept };
}

/**
 * A long text (a page) as one tool result: the facts about it first, then the text from `start`, as much as fits in a
 * share of the size cap well under it (JSON escapes counted), whether it goes on and the `start` that reads on.
 */
export function textResult(
	record: IDataObject,
	view: NonNullable<EndpointDescriptor['toolText']>,
	start: number,
	creditsCharged: number,
	maxCharacters: number,
): IDataObject {
	const value = record[view.field];
	const text = typeof value === 'string' ? value : '';
	const facts: IDataObject = { ...view.facts(record), creditsCharged, characters: text.length };
	const budget = Math.floor(maxCharacters * TOOL_TEXT_SHARE);
	const from = Math.min(start, text.length);
	// Escapes (a line break is two characters in JSON) make a text longer in the result than in itself.
	let end = Math.min(text.length, from + budget);
	for (let round = 0; round < 20 && end > from && size(text.slice(from, end)) > budget; round++) {
		end = from + Math.max(0, Math.floor(((end - from) * budget) / size(text.slice(from, end))) - 1);
	}
	const more = end < text.length;
	const said =
		start > text.length
			? `The text has ${text.length} characters: there is nothing from character ${start} on.`
			: more
				? `The text has ${text.length} characters; this result holds characters ${from} to ${end}. ${textHint(view.again)}`
				: from > 0
					? `The text has ${text.length} characters; this result holds its end, from character ${from}.`
					: undefined;
	return {
		...facts,
		start: from,
		end,
		more,
		next: more ? { [START_ARGUMENT]: end } : null,
		...(said ? { note: said } : {}),
		[view.field]: text.slice(from, end),
	};
}
