import { flag, isObject, list, nonEmptyText, number, object, text } from '../../nodes/shared/values';

test('each reader gives its type or null (an empty object or list), never a value of another type', () => {
	expect([text('a'), text(''), text(1), text(null)]).toEqual(['a', '', null, null]);
	expect([nonEmptyText('a'), nonEmptyText(''), nonEmptyText(undefined)]).toEqual(['a', null, null]);
	expect([number(2.5), number(0), number(Number.NaN), number(Infinity), number('3')]).toEqual([2.5, 0, null, null, null]);
	expect([flag(true), flag(false), flag('true'), flag(1)]).toEqual([true, false, null, null]);
	expect([isObject({}), isObject([]), isObject(null), isObject('x')]).toEqual([true, false, false, false]);
	expect([object({ a: 1 }), object([1]), object(null)]).toEqual([{ a: 1 }, {}, {}]);
	expect([list([1]), list({ length: 1 }), list(undefined)]).toEqual([[1], [], []]);
});
