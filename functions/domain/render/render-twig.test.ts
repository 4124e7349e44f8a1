import { describe, expect, it } from 'vitest';
import { renderTwig, validateTwig } from './render-twig.ts';
import { TwigError } from './twig-error.ts';

async function failure(template: string, context: Record<string, unknown> = {}, options = {}): Promise<TwigError> {
  try {
    await renderTwig(template, context, options);
  } catch (error) {
    if (error instanceof TwigError) return error;
    throw error;
  }
  throw new Error(`rendered without error: ${template}`);
}

const NO_TIME_LIMIT = 60_000;

describe('renderTwig', () => {
  it('renders values, loops and allowed filters', async () => {
    const template = '{% for m in value %}{{ loop.index }}. {{ m.company.name|upper }} {{ m.startTime|date("d/m/Y H:i") }}{% if not loop.last %}, {% endif %}{% endfor %}';
    const context = { value: [{ company: { name: 'Acme' }, startTime: 1_800_000_000 }, { company: { name: 'Globex' }, startTime: 1_800_003_600 }] };
    expect(await renderTwig(template, context)).toBe('1. ACME 15/01/2027 09:00, 2. GLOBEX 15/01/2027 10:00');
    expect(await renderTwig('{{ names|join(", ") }} {{ 1234.5|number_format(2, ",", ".") }} {{ missing|default("-") }}', { names: ['a', 'b'] })).toBe(
      'a, b 1.234,50 -',
    );
  });

  it('escapes HTML in values by default, and only `raw` opts out', async () => {
    const context = { name: '<script>alert(1)</script> & "q"' };
    expect(await renderTwig('<p>{{ name }}</p>', context)).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot;</p>');
    expect(await renderTwig('{{ name|raw }}', context)).toBe(context.name);
  });

  it('refuses tags, filters and functions outside the allow-lists, with their place', async () => {
    const include = await failure('Hi\n  {% include "other" %}');
    expect(include).toMatchObject({ kind: 'sandbox', line: 2, column: 6 });
    expect(include.message).toContain('"include" is not allowed');
    expect(await failure('{{ "x"|spaceless }}')).toMatchObject({ kind: 'sandbox', message: 'The filter "spaceless" is not allowed in templates.' });
    expect((await failure('{{ source("x") }}')).message).toContain('"source" is not allowed');
    expect((await failure('{{ template_from_string("{{ 1 }}") }}')).kind).toBe('sandbox');
    expect((await failure('{% extends "template-1" %}')).message).toBe('The tag "extends" is not allowed in templates (allowed: if, for, set, apply, with, verbatim).');
  });

  it('reads own data properties only and calls no methods', async () => {
    expect((await failure('{{ c.constructor }}', { c: { a: 1 } })).kind).toBe('sandbox');
    expect((await failure('{{ c.__proto__ }}', { c: { a: 1 } })).kind).toBe('sandbox');
    expect((await failure('{{ c.hasOwnProperty("a") }}', { c: { a: 1 } })).message).toContain('method "hasOwnProperty"');
    expect(await renderTwig('{{ c.a }}{{ c.nothing }}{{ list|length }}', { c: { a: 1 }, list: [1, 2] })).toBe('12');
  });

  it('reads own data properties only, whatever the syntax', async () => {
    const context = { value: { a: 1, list: [{ name: 'x' }] }, list: [1, 2], s: 'text' };
    const refused = [
      "{{ value['constructor'] }}",
      '{{ value["__proto__"] }}',
      "{{ value['toString'] }}",
      "{{ value['hasOwnProperty'] }}",
      "{{ value['valueOf'] }}",
      "{{ value['__defineGetter__'] }}",
      "{{ list['length'] }}",
      "{{ list['map'] }}",
      "{{ value.list['constructor'] }}",
      "{{ value.list[0]['constructor'] }}",
      "{{ list.length }}",
      "{{ s.length }}",
      "{{ value.list|map(m => m['constructor'])|join }}",
      '{{ value.toString() }}',
    ];
    for (const template of refused) expect(await failure(template, context), template).toMatchObject({ kind: 'sandbox', message: expect.stringMatching(/^(Reading|Calling the method) "\w+" is not allowed in templates/) });
    expect((await failure("Hi\n  {{ value['constructor'] }}", context))).toMatchObject({ line: 2, column: 6 });
    expect((await failure("{{ attribute(value, 'constructor') }}", context)).kind).toBe('sandbox');
    expect(await renderTwig("{% if value['constructor'] is defined %}yes{% else %}no{% endif %}", context)).toBe('no');
    expect(await renderTwig("[{{ _context['constructor'] }}{{ {a: 1}['constructor'] }}]", context)).toBe('[]'); // maps hold only their entries
    const allowed = "{{ value['a'] }} {{ list[1] }} {{ value['list'][0]['name'] }} {{ {'k': 'v'}['k'] }} {{ [5, 6][1] }} {% for x in list %}{{ loop.index }}{% endfor %} [{{ value['nothing'] }}]";
    expect(await renderTwig(allowed, context)).toBe('1 2 x v 6 12 []');
    expect(await renderTwig('{% for x in list %}{% for y in [7] %}{{ loop.parent.loop.index }}{{ loop.parent.x }}{% endfor %}{% endfor %}', context)).toBe('1122');
  });

  it('refuses every tag outside the allow-list, autoescape included, with its place', async () => {
    const noEscape = await failure('<p>\n{% autoescape false %}{{ name }}{% endautoescape %}</p>', { name: '<script>' });
    expect(noEscape).toMatchObject({ kind: 'sandbox', line: 2, column: 4, message: expect.stringContaining('The tag "autoescape" is not allowed') });
    expect(await validateTwig('{% autoescape "js" %}x{% endautoescape %}')).toMatchObject({ kind: 'sandbox', line: 1, column: 4 });
    for (const template of ['{% deprecated "x" %}', '{% do 1 %}', '{% flush %}', '{% line 3 %}', '{% block b %}{% endblock %}', '{% macro m() %}{% endmacro %}', '{% sandbox %}{% endsandbox %}', '{% embed "x" %}{% endembed %}', '{% from "x" import y %}'])
      expect(await validateTwig(template), template).toMatchObject({ kind: 'sandbox', message: expect.stringMatching(/^The tag "\w+" is not allowed/) });
  });

  it('refuses the regular-expression operator (a pattern can take minutes)', async () => {
    expect(await validateTwig('{{ "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!" matches "/^(a+)+$/" }}')).toMatchObject({ kind: 'sandbox', message: 'The operator "matches" is not allowed in templates.', line: 1, column: 40 });
  });

  it('reports a syntax error with its line and column', async () => {
    const error = await failure('<p>\n  {{ name }\n</p>');
    expect(error).toMatchObject({ kind: 'syntax', line: 2, column: 11 });
    expect(error.text).toBe('Unexpected "}". (line 2, column 11)');
  });

  // the other limits are tested apart from the time limit, which a loaded machine could reach first
  it('stops output beyond the output limit and ranges beyond their limit', async () => {
    const big = await failure('{% for i in 1..2000 %}{{ "xxxxxxxxxx" }}{% endfor %}', {}, { outputBytes: 10_000, timeMs: NO_TIME_LIMIT });
    expect(big).toMatchObject({ kind: 'limit' });
    expect(big.message).toContain('larger than');
    expect((await failure('{% for i in 1..100000000 %}{% endfor %}', {}, { timeMs: NO_TIME_LIMIT })).message).toContain('at most 10,000 elements');
    expect((await failure('{% for i in range(1, 100000000) %}{% endfor %}', {}, { timeMs: NO_TIME_LIMIT })).kind).toBe('limit');
    const doubling = await failure('{% set s = "xxxxxxxxxxxxxxxx" %}{% for i in 1..40 %}{% set s = s ~ s %}{% endfor %}{{ s|length }}', {}, { timeMs: NO_TIME_LIMIT });
    expect(doubling).toMatchObject({ kind: 'limit' });
    expect((await failure('{{ range(1, 40)|reduce((s, i) => s ~ s, "xxxxxxxxxxxxxxxx")|length }}', {}, { timeMs: NO_TIME_LIMIT })).kind).toBe('limit');
    expect((await failure('{{ [1]|batch(1000000000, "x")|length }}', {}, { timeMs: NO_TIME_LIMIT })).kind).toBe('sandbox');
  });

  it('stops a render that runs past the time limit', async () => {
    const started = Date.now();
    const slow = await failure('{% for i in 1..10000 %}{% for j in 1..10000 %}{% endfor %}{% endfor %}', {}, { timeMs: 100 });
    expect(slow).toMatchObject({ kind: 'limit', message: 'The template took longer than 100 ms to render.' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('validateTwig', () => {
  it('accepts a template that parses and keeps to the allow-lists', async () => {
    expect(await validateTwig('{% for c in value %}{{ c.firstName|title }}{% endfor %}')).toBeUndefined();
  });

  it('names the line and column of a syntax error or a refused tag, without rendering', async () => {
    expect(await validateTwig('ok\n{% if x %}\nno end')).toMatchObject({ kind: 'syntax', line: 3 });
    expect(await validateTwig('{{ 1 }}\n{% extends "base" %}')).toMatchObject({ kind: 'sandbox', message: expect.stringContaining('The tag "extends" is not allowed'), line: 2 });
    expect(await validateTwig('{% use "blocks" %}')).toMatchObject({ kind: 'sandbox', message: expect.stringContaining('The tag "use" is not allowed'), line: 1 });
    expect(await validateTwig('{% import "macros" as m %}')).toMatchObject({ kind: 'sandbox', line: 1, column: 4 });
    expect(await validateTwig('{{ x|nope }}')).toMatchObject({ kind: 'syntax', message: 'Unknown filter "nope".', line: 1, column: 6 });
  });
});
