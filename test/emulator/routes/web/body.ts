/**
 * JSON bodies checked as the service's FastAPI models check them: a missing required field, a wrong type, a value out
 * of its range or not among its choices is a 422 naming it (loc `['body', field]`); fields the model does not name are
 * ignored. The rules are the endpoint pages' (types, defaults, ranges, choices).
 */
import type { BodyCheck, ValidationIssue } from '../../route';
import { describeChoices } from '../../route';

export type FieldRule =
	| { type: 'string'; required?: boolean; maxLength?: number }
	| { type: 'integer'; min?: number; max?: number }
	| { type: 'boolean' }
	| { type: 'enum'; values: readonly string[] }
	| { type: 'list'; required?: boolean; items?: 'string' | 'object'; minItems?: number; maxItems?: number }
	| { type: 'object' };

function issueFor(field: string, rule: FieldRule, value: unknown): ValidationIssue | undefined {
	const loc: ValidationIssue['loc'] = ['body', field];
	switch (rule.type) {
		case 'string':
			if (typeof value !== 'string') return { type: 'string_type', loc, msg: 'Input should be a valid string', input: value };
			if (rule.maxLength !== undefined && value.length > rule.maxLength) {
				return { type: 'string_too_long', loc, msg: `String should have at most ${rule.maxLength} characters`, input: value, ctx: { max_length: rule.maxLength } };
			}
			return undefined;
		case 'integer':
			if (typeof value !== 'number' || !Number.isInteger(value)) return { type: 'int_type', loc, msg: 'Input should be a valid integer', input: value };
			if (rule.min !== undefined && value < rule.min) {
				return { type: 'greater_than_equal', loc, msg: `Input should be greater than or equal to ${rule.min}`, input: value, ctx: { ge: rule.min } };
			}
			if (rule.max !== undefined && value > rule.max) {
				return { type: 'less_than_equal', loc, msg: `Input should be less than or equal to ${rule.max}`, input: value, ctx: { le: rule.max } };
			}
			return undefined;
		case 'boolean':
			return typeof value === 'boolean' ? undefined : { type: 'bool_type', loc, msg: 'Input should be a valid boolean', input: value };
		case 'enum': {
			if (typeof value === 'string' && rule.values.includes(value)) return undefined;
			const expected = describeChoices(rule.values);
			return { type: 'enum', loc, msg: `Input should be ${expected}`, input: value, ctx: { expected } };
		}
		case 'list': {
			if (!Array.isArray(value)) return { type: 'list_type', loc, msg: 'Input should be a valid list', input: value };
			if (rule.minItems !== undefined && value.length < rule.minItems) {
				return { type: 'too_short', loc, msg: `List should have at least ${rule.minItems} item after validation, not ${value.length}`, input: value };
			}
			if (rule.maxItems !== undefined && value.length > rule.maxItems) {
				return { type: 'too_long', loc, msg: `List should have at most ${rule.maxItems} items after validation, not ${value.length}`, input: value };
			}
			const wrong = rule.items === undefined ? -1 : value.findIndex((entry) => (rule.items === 'string' ? typeof entry !== 'string' : entry === null || typeof entry !== 'object' || Array.isArray(entry)));
			if (wrong >= 0) {
				const [type, msg] = rule.items === 'string' ? ['string_type', 'Input should be a valid string'] : ['dict_type', 'Input should be a valid dictionary'];
				return { type, loc: ['body', `${field}.${wrong}`], msg, input: value[wrong] };
			}
			return undefined;
		}
		case 'object':
			return value !== null && typeof value === 'object' && !Array.isArray(value)
				? undefined
				: { type: 'dict_type', loc, msg: 'Input should be a valid dictionary', input: value };
	}
}

/** A body check from field rules: every field present is checked, a required one that is absent is `missing`. */
export function bodyRules(rules: Record<string, FieldRule>): BodyCheck {
	return (body) => {
		if (body === null || typeof body !== 'object' || Array.isArray(body)) {
			return { ok: false, issues: [{ type: 'model_attributes_type', loc: ['body', 'body'], msg: 'Input should be a valid dictionary or object to extract fields from', input: body }] };
		}
		const value = body as Record<string, unknown>;
		const issues: ValidationIssue[] = [];
		for (const [field, rule] of Object.entries(rules)) {
			const given = value[field];
			if (given === undefined || given === null) {
				if ((rule.type === 'string' || rule.type === 'list') && rule.required === true) issues.push({ type: 'missing', loc: ['body', field], msg: 'Field required', input: value });
				continue;
			}
			const issue = issueFor(field, rule, given);
			if (issue) issues.push(issue);
		}
		return issues.length > 0 ? { ok: false, issues } : { ok: true, value };
	};
}
