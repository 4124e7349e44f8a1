import { describe, expect, it } from 'vitest';
import { renderTwig } from './render-twig.ts';
import { TwigError } from './twig-error.ts';

/**
 * A render must end within its limits and never hold the event loop for long: requests of other
 * users run between the slices of a render, and renders take turns.
 */
async function outcome(template: string, context: Record<string, unknown> = {}): Promise<TwigError | string> {
  try {
    return await renderTwig(template, context);
  } catch (error) {
    if (error instanceof TwigError) return error;
    throw error;
  }
}

/**
 * Runs `work` while a 5 ms timer measures the longest stall of the event loop: the CPU time this
 * process spent between two ticks (time the machine gave to other processes is not a stall).
 */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number; tookMs: number }> {
  const cpuMs = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  let last = cpuMs();
  let stallMs = 0;
  const tick = () => {
    const now = cpuMs();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  };
  const timer = setInterval(tick, 5);
  const started = performance.now();
  try {
    const result = await work();
    const tookMs = performance.now() - started;
    tick(); // the stretch since the last tick ends with the work
    return { result, stallMs, tookMs };
  } finally {
    clearInterval(timer);
  }
}

const HOSTILE = [
  '{% set a = range(1, 10000) %}{% for i in a %}{% set a = a|merge(a) %}{% endfor %}',
  '{% for i in 1..10000 %}{% for j in 1..10000 %}{% endfor %}{% endfor %}',
  '{% set a = range(1, 10000) %}{% for i in 1..1000 %}{% set b = a|sort|reverse %}{% endfor %}',
  '{% set a = range(1, 10000) %}{{ a|sort((x, y) => y - x)|first }}',
  '{% set s = "x" %}{% for i in 1..17 %}{% set s = s ~ s %}{% endfor %}{% for i in 1..1000 %}{% set t = s|replace({"x": "yy", "y": "z", "q": "r"}) %}{% endfor %}',
  '{% set a = range(1, 10000) %}{{ a|map(x => a|join(","))|join|length }}',
  '{% set a = range(1, 10000) %}{% for i in a %}{{ a|json_encode|length }}{% endfor %}',
  '{% set a = range(1, 10000) %}{% for i in a %}{% if i in a %}{% endif %}{% endfor %}',
  '{% set s = "x" %}{% for i in 1..17 %}{% set s = s ~ s %}{% endfor %}{% for i in 1..10000 %}{% set t = s|split("x")|length %}{% endfor %}',
  '{% set l = [1] %}{% for i in 1..60 %}{% set l = [l, l] %}{% endfor %}{{ l|json_encode }}',
  '{% set l = [1] %}{% for i in 1..60 %}{% set l = [l, l] %}{% endfor %}{{ l|url_encode }}',
  '{{ 1.5|number_format(1000000000) }}',
  '{% set row = range(1, 10000) %}{{ range(1, 10000)|map(x => row)|column(1)|length }}',
];

describe('Twig render limits', () => {
  it.each(HOSTILE)('ends %s with a limit, quickly and without holding the event loop', async (template) => {
    const { result, stallMs, tookMs } = await longestStall(() => outcome(template));
    expect(result, String(result)).toBeInstanceOf(TwigError);
    expect(result).toMatchObject({ kind: 'limit' });
    expect(tookMs).toBeLessThan(1_300); // the 1 s limit, plus what a busy machine adds
    expect(stallMs).toBeLessThan(200);
  });

  it('explains a limit in words staff can act on, with the place', async () => {
    const steps = await renderTwig('{% for i in 1..10000 %}\n  {% for j in 1..10000 %}{{ j }}{% endfor %}{% endfor %}', {}, { steps: 20_000 }).catch((error) => error);
    expect(steps).toMatchObject({ kind: 'limit', message: 'The template needs more than 20,000 steps to render; loop over less data or do less per element.', line: 2 });
    expect(await outcome('{% set a = range(1, 10000) %}{{ a|merge(a)|length }}')).toMatchObject({ kind: 'limit', message: 'A list may have at most 10,000 elements; this one has 20,000.' });
    expect(await outcome('{{ 1.5|number_format(1000) }}')).toMatchObject({ kind: 'limit', message: 'number_format shows at most 20 decimals.' });
    expect(await outcome('{% set s = "xxxxxxxxxx" %}{% for i in 1..14 %}{% set s = s ~ s %}{% endfor %}{{ range(1, 100)|map(x => s)|join }}')).toMatchObject({
      kind: 'limit',
      message: expect.stringMatching(/^The filter "join" would make a text larger than 256 KB/),
    });
  });

  it('keeps the filters that the limits wrap working as Twig defines them', async () => {
    expect(await renderTwig('{{ [10, 9, 1, 100]|sort|join(",") }} {{ ["b", "a", "c"]|sort|join }} {{ [3, 1, 2]|sort((a, b) => b - a)|join }}', {})).toBe('1,9,10,100 abc 321');
    expect(await renderTwig('{% for k, v in {x: 2, y: 1}|sort %}{{ k }}{{ v }}{% endfor %}', {})).toBe('y1x2');
    expect(await renderTwig('{{ m|sort((a, b) => a.t - b.t)|map(m => m.n)|join }}', { m: [{ n: 'b', t: 2 }, { n: 'a', t: 1 }] })).toBe('ab');
    expect(await renderTwig('{{ "Hello %name%, %name%!"|replace({"%name%": "Ann", "Hello": "Hi"}) }} {{ "abc"|replace({"a": "b", "b": "c"}) }}', {})).toBe('Hi Ann, Ann! bcc');
    expect(await renderTwig('{{ list|json_encode|raw }} {{ {a: 1}|url_encode }} {{ list|join(", ", " and ") }} {{ 1234.5|number_format(2) }}', { list: [1, 2, 3] })).toBe('[1,2,3] a=1 1, 2 and 3 1,234.50');
    expect(await renderTwig('{{ rows|column("id")|join("-") }}', { rows: [{ id: 1 }, { id: 2 }] })).toBe('1-2');
  });

  it('lets a cheap render and a timer through while twenty hostile renders run', async () => {
    const hostile = '{% for i in 1..10000 %}{% for j in 1..10000 %}{% endfor %}{% endfor %}';
    const { result, stallMs } = await longestStall(async () => {
      const stormStarted = performance.now();
      const storm = Promise.all(Array.from({ length: 20 }, () => outcome(hostile)));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const started = performance.now();
      const cheap = await renderTwig('{% for m in list %}{{ m }}{% endfor %}', { list: [1, 2, 3] });
      const cheapMs = performance.now() - started;
      const timerStarted = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 10));
      const timerMs = performance.now() - timerStarted;
      const outcomes = await storm;
      return { cheap, cheapMs, timerMs, outcomes, stormMs: performance.now() - stormStarted };
    });
    expect(result.cheap).toBe('123');
    expect(result.cheapMs).toBeLessThan(300);
    expect(result.timerMs).toBeLessThan(300);
    expect(result.outcomes.every((o) => o instanceof TwigError && o.kind === 'limit')).toBe(true);
    expect(result.stormMs).toBeLessThan(2_000); // each render's time limit holds, whoever else runs
    expect(stallMs).toBeLessThan(200);
  });
});
