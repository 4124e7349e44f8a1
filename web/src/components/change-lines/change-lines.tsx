import './change-lines.css';

/** What a save does to pending sends, a sentence a line (the API's own sentences, docs/change-previews.md). */
export function ChangeLines({ lines }: { lines: string[] }) {
  return (
    <ul className="change-preview" aria-label="Changes to pending sends">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
