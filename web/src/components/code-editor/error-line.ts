/** The line of a problem the server names as '... (line L, column C)' (Twig and GraphQL errors): L, for the editor to mark. */
export function errorLine(text: string | undefined): number | undefined {
  const match = text && /\(line (\d+), column \d+\)/.exec(text);
  return match ? Number(match[1]) : undefined;
}
