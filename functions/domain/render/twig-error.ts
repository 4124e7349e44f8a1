/**
 * A template problem with where it is: "message (line L, column C)" is how editors show it.
 * Kept apart from the renderer so callers can recognise it without loading twing.
 */
export type TwigErrorKind = 'syntax' | 'sandbox' | 'runtime' | 'limit';

export class TwigError extends Error {
  constructor(
    readonly kind: TwigErrorKind,
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
  }

  get text(): string {
    return `${this.message} (line ${this.line}, column ${this.column})`;
  }
}

export const formatCount = (n: number) => Math.floor(n).toLocaleString('en');
