/** A small deterministic random source (mulberry32), so a seed number always builds the same world. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0 || 1;
  }

  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks by weight: [[value, weight], ...]. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of choices) if ((roll -= weight) < 0) return value;
    return choices[choices.length - 1][0];
  }

  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const picked: T[] = [];
    while (picked.length < count && copy.length) picked.push(copy.splice(Math.floor(this.next() * copy.length), 1)[0]);
    return picked;
  }
}
